/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer } from '@lender/serve/serve-app';
import { getExactly, withListening, type RawAnswer } from '@lender/serve/test-server';
import { shellServerOptions } from './app.ts';
import { shellSettingsFromEnv, type ShellSettings } from './settings.ts';

type Env = Record<string, string | undefined>;

const distDir = mkdtempSync(join(tmpdir(), 'shell-app-'));
writeFileSync(join(distDir, 'index.html'), '<html><head></head><body></body></html>');

/** The nonce of a page answer, checked to be the same in its policy and its page. */
function nonceOf(answer: RawAnswer): string {
  const inPolicy = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  const inPage = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(answer.body)?.[1];
  expect(inPolicy).toBeDefined();
  expect(inPage).toBe(inPolicy);
  return inPolicy!;
}

/** An answer with what may differ between servers (the nonce, the date) taken out. */
function comparable(answer: RawAnswer) {
  const nonce = nonceOf(answer);
  const { date: _date, ...headers } = answer.headers;
  return JSON.parse(JSON.stringify({ ...answer, headers }).replaceAll(nonce, '<nonce>')) as unknown;
}

/** Two shell servers, listening at once, from `first` and `second`. */
const withTwoServers = (
  first: ShellSettings,
  second: ShellSettings,
  run: (a: string, b: string) => Promise<void>,
) =>
  withListening(createAppServer(shellServerOptions(first)), (a) =>
    withListening(createAppServer(shellServerOptions(second)), (b) => run(a, b)),
  );

const settingsOf = (env: Env) => shellSettingsFromEnv(env, { distDir });

describe("the shell's server", () => {
  const named = {
    SHELL_ORIGIN: 'https://sign-in.lender.example',
    ORG_HOSTS: 'sign-in.lender.example=KEYSTONE',
  };

  it.each([
    ['the same settings', {}, {}],
    ['SHELL_ORIGIN named, on two ports', { ...named, SHELL_PORT: '3100' }, { ...named, SHELL_PORT: '3200' }],
  ])(
    'two servers from %s give the same page apart from the nonce, and the same configuration',
    async (_what, firstEnv, secondEnv) => {
      await withTwoServers(await settingsOf(firstEnv), await settingsOf(secondEnv), async (a, b) => {
        const host = { host: 'sign-in.lender.example' };
        const [fromA, fromB] = [
          await getExactly(a, '/auth/login', host),
          await getExactly(b, '/auth/login', host),
        ];
        expect(fromA.status).toBe(200);
        expect(fromA.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(fromA.body).toContain('<script id="runtime-config" type="application/json">');
        expect(comparable(fromA)).toEqual(comparable(fromB));
        const [configA, configB] = [
          await getExactly(a, '/runtime-config.json'),
          await getExactly(b, '/runtime-config.json'),
        ];
        expect(configA.status).toBe(200);
        expect(configA.body).toBe(configB.body);
      });
    },
  );

  it('makes a fresh nonce for every answer', async () => {
    const settings = await settingsOf({});
    await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
      const nonces = new Set<string>();
      for (let i = 0; i < 3; i += 1) nonces.add(nonceOf(await getExactly(base, '/auth/login')));
      expect(nonces.size).toBe(3);
    });
  });

  it('inlines the org info of the Host header, with https behind a TLS-terminating proxy', async () => {
    const settings = await settingsOf({});
    await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
      const orgInfo = (answer: RawAnswer) => {
        const json = /<script id="org-info" type="application\/json">(.*?)<\/script>/.exec(answer.body)?.[1];
        return json === undefined ? undefined : (JSON.parse(json) as { orgCode: string; baseUrl: string });
      };
      const apollo = { host: 'apollo.localhost:3000' };
      expect(orgInfo(await getExactly(base, '/auth/login', apollo))).toMatchObject({
        orgCode: 'APOLLO',
        baseUrl: 'http://apollo.localhost:3000',
      });
      expect(
        orgInfo(await getExactly(base, '/auth/login', { ...apollo, 'x-forwarded-proto': 'https' }))?.baseUrl,
      ).toBe('https://apollo.localhost:3000');
      expect(orgInfo(await getExactly(base, '/auth/login', { host: 'localhost:3000' }))).toBeUndefined();
    });
  });

  describe('framing', () => {
    const partners = { PARTNER_ORIGINS: 'https://apollo.example=apollo,https://b.example=hamilton+outpost' };
    const ancestorsOf = (answer: RawAnswer) =>
      /frame-ancestors ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
    const partnerOf = (answer: RawAnswer) => {
      const json =
        /<head>.*<script type="application\/json" id="embed-partner">(.*?)<\/script>.*<\/head>/.exec(
          answer.body,
        )?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as unknown);
    };
    const opened = (path: string, origin: string) =>
      `${path}?${new URLSearchParams({ origin, channel: 'abcdefgh-1234', label: 'apollo' })}`;

    it('lets a listed partner frame an embed route, that origin alone, and tells the page its labels', async () => {
      const settings = await settingsOf(partners);
      await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
        for (const path of ['/embed/login', '/embed/wallet', '/embed/register']) {
          const framed = await getExactly(base, opened(path, 'https://apollo.example'));
          expect(framed.status).toBe(200);
          expect(ancestorsOf(framed)).toBe("'self' https://apollo.example");
          expect(framed.headers['x-frame-options']).toBeUndefined();
          // With the framing ticket for the result request (./embed-result/framing-ticket.ts).
          const { ticket, ...vouched } = partnerOf(framed) as { ticket?: string };
          expect(vouched).toEqual({ origin: 'https://apollo.example', labels: ['apollo'] });
          expect(ticket).toMatch(/^t2\.[\w-]+\.[\w-]+$/);
        }
        const other = await getExactly(base, opened('/embed/login', 'https://b.example'));
        expect(ancestorsOf(other)).toBe("'self' https://b.example");
        const { ticket: _ticket, ...otherVouched } = partnerOf(other) as { ticket?: string };
        expect(otherVouched).toEqual({ origin: 'https://b.example', labels: ['hamilton', 'outpost'] });
      });
    });

    it('an embed route asked for by an origin not listed: nobody else may frame it, and no partner element', async () => {
      const settings = await settingsOf(partners);
      await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
        for (const path of [opened('/embed/login', 'https://evil.example'), '/embed/login']) {
          const refused = await getExactly(base, path);
          expect(ancestorsOf(refused)).toBe("'self'");
          expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
          expect(refused.body).not.toContain('embed-partner');
        }
      });
    });

    it("every other page: the shell's origins only, never a partner, whatever the query says", async () => {
      const settings = await settingsOf(partners);
      await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
        for (const path of ['/auth/login', opened('/auth/login', 'https://apollo.example'), '/']) {
          const page = await getExactly(base, path);
          expect(ancestorsOf(page)).toContain('http://127.0.0.1:3000');
          expect(ancestorsOf(page)).not.toMatch(/apollo\.example|b\.example/);
          expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
          expect(page.body).not.toContain('embed-partner');
        }
      });
    });
  });

  it('serves the embed loader and its types with a short cache, and 404 (never the page) before they are built', async () => {
    const withLoader = mkdtempSync(join(tmpdir(), 'shell-loader-'));
    writeFileSync(join(withLoader, 'index.html'), '<html><head></head><body></body></html>');
    mkdirSync(join(withLoader, 'embed'));
    writeFileSync(join(withLoader, 'embed', 'v1.js'), 'window.LenderEmbed = {};');
    writeFileSync(join(withLoader, 'embed', 'v1.d.ts'), 'export type LenderEmbedScreen = string;');
    const built = await shellSettingsFromEnv({}, { distDir: withLoader });
    await withListening(createAppServer(shellServerOptions(built)), async (base) => {
      for (const [path, type, body] of [
        ['/embed/v1.js', 'text/javascript; charset=utf-8', 'window.LenderEmbed = {};'],
        // Text to read or save: no browser runs a .d.ts as a script.
        ['/embed/v1.d.ts', 'text/plain; charset=utf-8', 'export type LenderEmbedScreen = string;'],
      ]) {
        const file = await getExactly(base, path!);
        expect(file.status).toBe(200);
        expect(file.headers['cache-control']).toBe('public, max-age=300');
        expect(file.headers['content-type']).toBe(type);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.body).toBe(body);
      }
    });
    await withListening(createAppServer(shellServerOptions(await settingsOf({}))), async (base) => {
      for (const path of ['/embed/v1.js', '/embed/v1.d.ts']) {
        const missing = await getExactly(base, path);
        expect(missing.status).toBe(404);
        expect(missing.body).not.toContain('<html');
      }
    });
  });

  it('tells crawlers not to index the diagnostics page only', async () => {
    const settings = await settingsOf({});
    await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
      expect((await getExactly(base, '/diagnostics')).headers['x-robots-tag']).toBe('noindex');
      expect((await getExactly(base, '/auth/login')).headers['x-robots-tag']).toBeUndefined();
      expect((await getExactly(base, '/health')).status).toBe(200);
    });
  });
});

describe("the embed's routes over HTTP (./embed-result/result-route.ts)", () => {
  /** A POST as a browser's frame would send it (node:http: fetch would not set Sec-Fetch-Site). */
  const post = (base: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolvePost, reject) => {
      const request = httpRequest(`${base}/embed/result`, { method: 'POST', headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolvePost({ status: response.statusCode!, connection: response.headers.connection, body: text }),
        );
      });
      // The server may answer and close before it has all of a body it refused.
      request.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EPIPE' ? undefined : reject(error),
      );
      request.end(body);
    });
  const json = { 'content-type': 'application/json' };

  it('refuses by its headers before reading a body, and a body over 4 KB without reading the rest', async () => {
    const settings = await settingsOf({});
    await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
      // Over the 4 KB, and small enough to arrive at once over loopback (no unread bytes, no reset).
      const big = Buffer.alloc(16 * 1024, 'a');
      const crossSite = await post(
        base,
        { ...json, 'sec-fetch-site': 'cross-site', authorization: 'Bearer t' },
        big,
      );
      expect(crossSite).toMatchObject({ status: 403, connection: 'close' });
      expect(crossSite.body).not.toMatch(/aaaa|Bearer/);
      const tooBig = await post(
        base,
        { ...json, 'sec-fetch-site': 'same-origin', authorization: 'Bearer t' },
        big,
      );
      expect(tooBig).toMatchObject({ status: 413, connection: 'close' });
      // The server still answers the next request.
      expect((await getExactly(base, '/health')).status).toBe(200);
    });
  });

  it('publishes the public keys, whatever the runtime configuration, with a 5-minute cache', async () => {
    const settings = await settingsOf({});
    await withListening(createAppServer(shellServerOptions(settings)), async (base) => {
      const jwks = await getExactly(base, '/embed/jwks.json');
      expect(jwks.status).toBe(200);
      expect(jwks.headers['cache-control']).toBe('public, max-age=300');
      const { keys } = JSON.parse(jwks.body) as { keys: Record<string, string>[] };
      expect(keys.map((key) => key.kid)).toEqual([settings.embedKeys.kid]);
      expect(keys.every((key) => !('d' in key))).toBe(true);
    });
  });
});
