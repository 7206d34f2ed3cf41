/**
 * The `package.json` of a bundled production server (the shell's: docs/deploy.md): what
 * the folder is and how it starts, and no dependencies, since everything the server needs
 * is in its bundle. `npm start` in a copy of the folder runs it; nothing is installed.
 */
import type { Compiler } from 'webpack';
import { atAssetStage } from './process-assets.ts';

const PLUGIN = 'ServerPackagePlugin';

export interface ServerPackage {
  name: string;
  version: string;
  description: string;
  /** The bundle, relative to the folder (`server.mjs`). */
  main: string;
}

/** The document, in a stable order (the same build gives the same bytes). */
export function serverPackageJson({ name, version, description, main }: ServerPackage): string {
  const document = {
    name,
    version,
    private: true,
    description,
    type: 'module',
    main,
    scripts: { start: `node --enable-source-maps ${main}` },
    engines: { node: '>=20.9' },
    dependencies: {},
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export class ServerPackagePlugin {
  constructor(private readonly serverPackage: ServerPackage) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    atAssetStage(compiler, PLUGIN, 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation) =>
      compilation.emitAsset('package.json', new RawSource(serverPackageJson(this.serverPackage))),
    );
  }
}
