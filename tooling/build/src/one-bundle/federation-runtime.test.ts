/**
 * The one-bundle build reads each remote's exposes folder by a literal relative path
 * (webpack resolves it while building, so a wrong one fails only `npm run bench`: the
 * tooling's move into tooling/build left them one level short until issue 43).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { apps } from '@lender/serve/apps';

const file = resolve(import.meta.dirname, 'federation-runtime.ts');
const folders = [...readFileSync(file, 'utf8').matchAll(/webpackContext\('([^']+)'/g)].map((m) => m[1]!);

describe('the one-bundle stand-in for the federation runtime', () => {
  it("reads every remote's exposes folder, each one there", () => {
    const remotes = apps.filter((app) => app.kind === 'remote').map((app) => `${app.dir}/src/exposes`);
    expect(folders.map((folder) => resolve(dirname(file), folder))).toEqual(
      remotes.map((exposes) => resolve(import.meta.dirname, '..', '..', '..', '..', exposes)),
    );
    for (const folder of folders) {
      const path = resolve(dirname(file), folder);
      expect(existsSync(path) && statSync(path).isDirectory()).toBe(true);
    }
  });
});
