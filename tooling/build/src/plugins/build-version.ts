/**
 * Writes the build's version (../release/build-version.ts) into its federation manifest
 * and stats, `metaData.buildInfo.buildVersion`. The federation plugin would take it from
 * `MF_BUILD_VERSION` or else the package's version (`0.1.0` for every build), and reads the
 * environment once for every compiler in the process; this gives each compilation its own.
 */
import type { Compiler } from 'webpack';
import { rewriteTextAssets } from './process-assets.ts';

const PLUGIN = 'BuildVersionPlugin';
export const MANIFEST_FILES = ['mf-manifest.json', 'mf-stats.json'];

interface FederationMeta {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The document with its build version set; unchanged when it has no `metaData.buildInfo`. */
export function withBuildVersion(json: string, version: string): string {
  const document = JSON.parse(json) as FederationMeta;
  if (!document.metaData?.buildInfo) return json;
  document.metaData.buildInfo.buildVersion = version;
  return JSON.stringify(document, null, 2);
}

export class BuildVersionPlugin {
  constructor(private readonly version: string) {}

  apply(compiler: Compiler): void {
    // After the federation plugin writes them (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
    rewriteTextAssets(
      compiler,
      PLUGIN,
      (file) => MANIFEST_FILES.includes(file),
      (json) => withBuildVersion(json, this.version),
    );
  }
}
