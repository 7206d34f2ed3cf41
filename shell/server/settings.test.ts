/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingsError } from '@lender/serve/env-settings';
import { devOrgHosts } from '@lender/serve/org-hosts';
import { PRODUCTION_ENV } from '@lender/serve/test-production-env';
import { shellSettingsFromEnv } from './settings.ts';

type Env = Record<string, string | undefined>;

const folder = () => mkdtempSync(join(tmpdir(), 'shell-settings-'));
const distDir = folder();
writeFileSync(join(distDir, 'index.html'), '<html><head></head><body></body></html>');

/** The problems `env` is refused with (the test fails when it is not refused). */
async function problemsOf(env: Env, dist = distDir): Promise<readonly string[]> {
  const error: unknown = await shellSettingsFromEnv(env, { distDir: dist }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SettingsError);
  const settingsError = error as SettingsError;
  expect(settingsError.message).toMatch(/^The shell's server cannot start; fix these settings/);
  return settingsError.problems;
}

const notAnOrigin = (name: string, item: string) =>
  `${name}: "${item}" is not an origin (scheme, host and port only, like https://sign-in.lender.example)`;

describe("the shell's server settings", () => {
  it('in development: the defaults, the development org hosts, the pages given', async () => {
    const settings = await shellSettingsFromEnv({}, { distDir });
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 3000, distDir, pointer: undefined });
    expect(settings.orgHosts).toEqual(devOrgHosts);
    const moved = await shellSettingsFromEnv({ SHELL_PORT: '4100', HOST: '0.0.0.0' }, { distDir });
    expect(moved).toMatchObject({ host: '0.0.0.0', port: 4100 });
  });

  it.each([
    [
      'unset, in development: the demo partner page',
      {},
      [{ origin: 'http://partner.localhost:3005', labels: ['apollo'] }],
    ],
    ['empty: none', { PARTNER_ORIGINS: '' }, []],
    [
      'listed, each with its labels',
      { PARTNER_ORIGINS: 'https://apollo.example=apollo,https://b.example=apollo+hamilton' },
      [
        { origin: 'https://apollo.example', labels: ['apollo'] },
        { origin: 'https://b.example', labels: ['apollo', 'hamilton'] },
      ],
    ],
  ])('reads the partners once, at start (%s)', async (_what, env, partners) => {
    expect((await shellSettingsFromEnv(env, { distDir })).partners).toEqual(partners);
  });

  it('refuses a partner label that is no partner brand', async () => {
    expect(await problemsOf({ PARTNER_ORIGINS: 'https://a.example=zeus' })).toEqual([
      'PARTNER_ORIGINS: "zeus" in "https://a.example=zeus" is not a partner label (apollo, hamilton, outpost, novawulf)',
    ]);
  });

  it('in production: ORG_HOSTS and SHELL_ORIGIN are required, both named in one error', async () => {
    expect(await problemsOf(PRODUCTION_ENV)).toEqual([
      'ORG_HOSTS is required in production (host=ORG_CODE pairs, comma-separated; empty for none)',
      'SHELL_ORIGIN is required in production: the origin borrowers open the shell at, the same on every server',
    ]);
    const named = { ...PRODUCTION_ENV, ORG_HOSTS: '', SHELL_ORIGIN: 'https://sign-in.lender.example' };
    expect((await shellSettingsFromEnv(named, { distDir })).orgHosts).toEqual({});
  });

  it('in production: a partner site over http: is refused, https: taken', async () => {
    const named = { ...PRODUCTION_ENV, ORG_HOSTS: '', SHELL_ORIGIN: 'https://sign-in.lender.example' };
    expect(await problemsOf({ ...named, PARTNER_ORIGINS: 'http://apollo.example=apollo' })).toEqual([
      'PARTNER_ORIGINS: "http://apollo.example" is refused in production: only https: origins (a partner\'s page over http: could be altered on its way)',
    ]);
    const partners = await shellSettingsFromEnv(
      { ...named, PARTNER_ORIGINS: 'https://apollo.example=apollo' },
      { distDir },
    );
    expect(partners.partners).toEqual([{ origin: 'https://apollo.example', labels: ['apollo'] }]);
    // Outside production the demo partner page is http: (a local name).
    expect(
      (await shellSettingsFromEnv({ PARTNER_ORIGINS: 'http://apollo.example=apollo' }, { distDir })).partners,
    ).toHaveLength(1);
  });

  it('lists every bad value at once, each by its variable', async () => {
    const problems = await problemsOf({
      SHELL_PORT: 'abc',
      ORG_HOSTS: 'nonsense',
      SHELL_ORIGIN: 'https://x.example/path',
      PARTNER_ORIGINS: 'nope=apollo,https://partner.example',
      CSP_REPORT_URI: '::',
      API_BASE: 'not a url',
      REMOTE_TIMEOUT_MS: '5',
    });
    expect(problems).toEqual([
      'SHELL_PORT="abc" is not a valid port',
      'ORG_HOSTS: "nonsense" is not host=ORG_CODE',
      notAnOrigin('SHELL_ORIGIN', 'https://x.example/path'),
      notAnOrigin('PARTNER_ORIGINS', 'nope'),
      'PARTNER_ORIGINS: "https://partner.example" is not <origin>=<label>[+<label>…] (e.g. https://apollo.example=apollo)',
      'CSP_REPORT_URI: "::" is not an address',
      'API_BASE (apiBase: must be an absolute URL)',
      'REMOTE_TIMEOUT_MS (remoteTimeoutMs: Invalid value: Expected >=100 but received 5)',
    ]);
  });

  it('names SHELL_DIST_DIR when the pages are not there, saying what to do', async () => {
    const empty = folder();
    expect(await problemsOf({}, empty)).toEqual([
      `SHELL_DIST_DIR: ${empty} has no index.html (the shell's built pages: build the shell, \`npm run build\`)`,
    ]);
    expect(await problemsOf({ SHELL_DIST_DIR: empty })).toEqual([
      `SHELL_DIST_DIR: ${empty} has no index.html (the shell's built pages: point it at them)`,
    ]);
    expect((await shellSettingsFromEnv({ SHELL_DIST_DIR: distDir }, { distDir: empty })).distDir).toBe(
      distDir,
    );
  });

  it.each(['ftp://cdn.lender.example/remotes.json', 'http://cdn.lender.example/remotes.json'])(
    'refuses REMOTES_FILE=%s, an address it may not read',
    async (address) => {
      expect(await problemsOf({ REMOTES_FILE: address })).toEqual([
        `REMOTES_FILE="${address}" must be a file, an https: address, or an http: address of a loopback host`,
      ]);
    },
  );

  it('refuses a REMOTES_FILE whose document is not a usable pointer, naming it', async () => {
    const file = join(folder(), 'remotes.json');
    writeFileSync(file, JSON.stringify({ remote_login: 'nope' }));
    expect(await problemsOf({ REMOTES_FILE: file })).toEqual([
      `REMOTES_FILE: ${file}: no entry for remote_register; no entry for remote_wallet; no entry for remote_onboarding; remote_login: "nope" is not an absolute http(s) address`,
    ]);
    writeFileSync(file, 'not json');
    expect(await problemsOf({ REMOTES_FILE: file })).toEqual([
      expect.stringMatching(new RegExp(`^REMOTES_FILE: ${file} is not JSON: `)),
    ]);
  });

  it.each([
    ['an address it may not read', 'ftp://cdn.lender.example/remotes.json'],
    ['a file that is not there', '/nowhere/remotes.json'],
  ])('lists the other problems beside a REMOTES_FILE that is %s', async (_what, value) => {
    const problems = await problemsOf({ REMOTES_FILE: value, API_BASE: 'nope', REMOTE_TIMEOUT_MS: '5' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^REMOTES_FILE/);
    expect(problems.slice(1)).toEqual([
      expect.stringMatching(/^API_BASE \(apiBase: /),
      expect.stringMatching(/^REMOTE_TIMEOUT_MS \(remoteTimeoutMs: /),
    ]);
  });

  it('refuses a REMOTES_FILE that is not there, naming it', async () => {
    const file = join(folder(), 'remotes.json');
    expect(await problemsOf({ REMOTES_FILE: file })).toEqual([
      expect.stringMatching(new RegExp(`^REMOTES_FILE: ${file} cannot be read: ENOENT: no such file`)),
    ]);
  });

  it('refuses a REMOTES_FILE address that does not answer, naming it and why', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const address = `http://127.0.0.1:${port}/remotes.json`;
    expect(await problemsOf({ REMOTES_FILE: address })).toEqual([
      `REMOTES_FILE: ${address} cannot be read: fetch failed (connect ECONNREFUSED 127.0.0.1:${port})`,
    ]);
  });

  it('reads a usable REMOTES_FILE, and lists its REMOTES_CACHE_MS problem', async () => {
    const file = join(folder(), 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        remote_login: 'https://cdn.lender.example/remote-login/v1/mf-manifest.json',
        remote_register: 'https://cdn.lender.example/remote-register/v1/mf-manifest.json',
        remote_wallet: 'https://cdn.lender.example/remote-wallet/v1/mf-manifest.json',
        remote_onboarding: 'https://cdn.lender.example/remote-onboarding/v1/mf-manifest.json',
      }),
    );
    expect((await shellSettingsFromEnv({ REMOTES_FILE: file }, { distDir })).pointer?.location).toEqual({
      kind: 'file',
      path: file,
    });
    expect(
      await problemsOf({ REMOTES_FILE: 'https://cdn.lender.example/remotes.json', REMOTES_CACHE_MS: 'x' }),
    ).toEqual(['REMOTES_CACHE_MS="x" must be a whole number of milliseconds from 0 to 60000']);
  });
});
