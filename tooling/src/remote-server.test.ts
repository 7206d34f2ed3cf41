/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteServerOptions } from './remote-server.ts';
import { runtimeConfigFromEnv } from './runtime-config-env.ts';
import { createAppServer } from './serve-app.ts';
import { withListening } from './test-server.ts';

const dist = mkdtempSync(join(tmpdir(), 'remote-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"remote_login"}');
writeFileSync(join(dist, 'remoteEntry.js'), 'var remote_login;');

const withRemote = (env: Record<string, string>, run: (base: string) => Promise<void>) =>
  withListening(createAppServer(remoteServerOptions('remote-login', { env, distDir: dist })), run);

const inlineConfig = (html: string) =>
  JSON.parse(
    /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
  ) as unknown;

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
    await withRemote(
      { API_BASE: 'https://api.lender.example', APP_ENV: 'production', RECAPTCHA_SITE_KEY: 'k' },
      async (base) => {
        const page = await (await fetch(`${base}/auth/login`)).text();
        expect(inlineConfig(page)).toMatchObject({
          apiBase: 'https://api.lender.example',
          environment: 'production',
        });
        const json = (await (await fetch(`${base}/runtime-config.json`)).json()) as { apiBase: string };
        expect(json.apiBase).toBe('https://api.lender.example');
      },
    );
  });

  it('serves the shell (and a partner) its manifest and entry with CORS, never to anyone else, and /health', async () => {
    await withRemote({ PARTNER_ORIGINS: 'https://partner.example' }, async (base) => {
      const manifest = await fetch(`${base}/mf-manifest.json`, {
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
      const partner = await fetch(`${base}/remoteEntry.js`, {
        headers: { origin: 'https://partner.example' },
      });
      expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      for (const path of ['/mf-manifest.json', '/auth/login', '/runtime-config.json']) {
        const other = await fetch(`${base}${path}`, { headers: { origin: 'https://evil.example' } });
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

  it('refuses to start on a bad environment', () => {
    expect(() => remoteServerOptions('remote-login', { env: { API_BASE: 'nope' }, distDir: dist })).toThrow(
      /apiBase: must be an absolute URL/,
    );
    expect(() => remoteServerOptions('shell')).toThrow(/not a remote/);
  });
});
