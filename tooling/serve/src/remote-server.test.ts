/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appByDir, originOf } from './apps.ts';
import { remoteServerOptions } from './remote-server.ts';
import { runtimeConfigFromEnv } from './runtime-config-env.ts';
import { createAppServer } from './serve-app.ts';
import { PRODUCTION_ENV } from './test-production-env.ts';
import { withListening } from './test-server.ts';

const dist = mkdtempSync(join(tmpdir(), 'remote-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"remote_login"}');
writeFileSync(join(dist, 'remoteEntry.js'), 'var remote_login;');

const withRemote = (env: Record<string, string | undefined>, run: (base: string) => Promise<void>) =>
  withListening(createAppServer(remoteServerOptions('remote-login', { env, distDir: dist })), run);

/** The inline JSON element `id` of a page. */
const inlineJson = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!,
  ) as unknown;

const inlineConfig = (html: string) => inlineJson(html, 'runtime-config');

describe('remote server', () => {
  it("serves the standalone page at the remote's own paths with the runtime configuration inlined", async () => {
    await withRemote({}, async (base) => {
      for (const path of ['/auth/login', '/auth/login/', '/account/heloc/heloc-signer/login?x=1']) {
        const page = await fetch(`${base}${path}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(inlineConfig(await page.text())).toEqual(runtimeConfigFromEnv({}));
      }
    });
  });

  it("answers 404 with the page for paths that are not this remote's screens", async () => {
    await withRemote({}, async (base) => {
      for (const path of ['/', '/auth/register', '/dashboard', '/nope']) {
        const page = await fetch(`${base}${path}`);
        expect(page.status).toBe(404);
        expect(await page.text()).toContain('id="runtime-config"');
      }
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    });
  });

  it('follows its environment, like the shell', async () => {
    await withRemote({ ...PRODUCTION_ENV, NODE_ENV: undefined, APP_ENV: 'production' }, async (base) => {
      const page = await (await fetch(`${base}/auth/login`)).text();
      expect(inlineConfig(page)).toMatchObject({
        apiBase: 'https://api.lender.example',
        environment: 'production',
      });
      const json = (await (await fetch(`${base}/runtime-config.json`)).json()) as { apiBase: string };
      expect(json.apiBase).toBe('https://api.lender.example');
    });
  });

  it.each([
    ['SHELL_PORT moved', { SHELL_PORT: '3200' }, 'http://127.0.0.1:3200'],
    ['HOST and SHELL_PORT moved', { HOST: 'localhost', SHELL_PORT: '3300' }, 'http://localhost:3300'],
    [
      'SHELL_ORIGIN named (the first)',
      { SHELL_ORIGIN: 'https://sign-in.lender.example, https://heloc.lender.example', SHELL_PORT: '3200' },
      'https://sign-in.lender.example',
    ],
  ])('tells its page where the shell is, from its environment (%s)', async (_, env, shellOrigin) => {
    await withRemote(env, async (base) => {
      for (const path of ['/auth/login?walletconnect=true', '/nope']) {
        const page = await (await fetch(`${base}${path}`)).text();
        expect(inlineJson(page, 'standalone-page')).toEqual({ shellOrigin });
      }
    });
  });

  it("tells its page the shell's own origin by default", async () => {
    await withRemote({}, async (base) => {
      expect(inlineJson(await (await fetch(`${base}/auth/login`)).text(), 'standalone-page')).toEqual({
        shellOrigin: originOf(appByDir('shell'), {}),
      });
    });
  });

  it('serves the shell its manifest and entry with CORS, never to anyone else (a partner included), and /health', async () => {
    await withRemote({ PARTNER_ORIGINS: 'https://partner.example=apollo' }, async (base) => {
      const manifest = await fetch(`${base}/mf-manifest.json`, {
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
      // A partner's page frames our shell (the embed): it never loads a remote itself.
      for (const origin of ['https://partner.example', 'https://evil.example'])
        for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/auth/login', '/runtime-config.json']) {
          const other = await fetch(`${base}${path}`, { headers: { origin } });
          expect([path, other.headers.get('access-control-allow-origin')]).toEqual([path, null]);
        }
      // The page and its configuration are not for other sites to read, the shell included.
      const page = await fetch(`${base}/auth/login`, { headers: { origin: 'http://127.0.0.1:3000' } });
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      expect(await manifest.json()).toEqual({ id: 'remote_login' });
      expect((await fetch(`${base}/remoteEntry.js`)).headers.get('content-type')).toBe(
        'text/javascript; charset=utf-8',
      );
      expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', app: 'remote-login' });
    });
  });

  it('serves its page under a content security policy with a fresh nonce, which the page carries', async () => {
    await withRemote({}, async (base) => {
      const first = await fetch(`${base}/auth/login`);
      const second = await fetch(`${base}/auth/login`);
      const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      const nonce = nonceOf(first.headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
      expect(await first.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(first.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://127.0.0.1:3000",
      );
    });
  });

  it('follows a pointer at an address for each page: a moved entry shows without a restart', async () => {
    const entries = (version: string) => ({
      remote_login: `remote-login/${version}/mf-manifest.json`,
      remote_register: 'remote-register/r1/mf-manifest.json',
      remote_wallet: 'remote-wallet/w1/mf-manifest.json',
      remote_onboarding: 'remote-onboarding/o1/mf-manifest.json',
    });
    let pointer = entries('v1');
    const staticHost = createServer((_request, response) => response.end(JSON.stringify(pointer)));
    await withListening(staticHost, async (host) => {
      await withRemote(
        { REMOTES_FILE: `${host}/deploy/remotes.json`, REMOTES_CACHE_MS: '0' },
        async (base) => {
          const remotesNow = async () =>
            (
              (await (await fetch(`${base}/runtime-config.json`)).json()) as {
                remotes: Record<string, string>;
              }
            ).remotes;
          expect((await remotesNow()).remote_login).toBe(`${host}/deploy/remote-login/v1/mf-manifest.json`);
          pointer = entries('v2');
          expect((await remotesNow()).remote_login).toBe(`${host}/deploy/remote-login/v2/mf-manifest.json`);
          expect(inlineConfig(await (await fetch(`${base}/auth/login`)).text())).toMatchObject({
            remotes: { remote_login: `${host}/deploy/remote-login/v2/mf-manifest.json` },
          });
        },
      );
    });
  });

  it('refuses to start on a bad environment', () => {
    expect(() => remoteServerOptions('remote-login', { env: { API_BASE: 'nope' }, distDir: dist })).toThrow(
      /apiBase: must be an absolute URL/,
    );
    expect(() => remoteServerOptions('shell')).toThrow(/not a remote/);
  });
});
