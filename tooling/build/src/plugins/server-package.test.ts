/** @jest-environment node */
import { serverPackageJson } from './server-package.ts';

const serverPackage = {
  name: '@lender/shell-server',
  version: '0.1.0',
  description: "The shell's production server",
  main: 'server.mjs',
};

describe("a bundled server's package.json", () => {
  it('starts the bundle with its source map, installs nothing, and is an ES module', () => {
    const document = JSON.parse(serverPackageJson(serverPackage)) as Record<string, unknown>;
    expect(document).toEqual({
      name: '@lender/shell-server',
      version: '0.1.0',
      private: true,
      description: "The shell's production server",
      type: 'module',
      main: 'server.mjs',
      scripts: { start: 'node --enable-source-maps server.mjs' },
      engines: { node: '>=20.9' },
      dependencies: {},
    });
  });

  it('is the same bytes for the same package, ending with a newline', () => {
    expect(serverPackageJson({ ...serverPackage })).toBe(serverPackageJson(serverPackage));
    expect(serverPackageJson(serverPackage).endsWith('}\n')).toBe(true);
  });
});
