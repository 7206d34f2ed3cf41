import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { contentHashOf } from './cache-control.ts';
import { createAppServer, resolveInside, type AppServerOptions } from './serve-app.ts';
import { withListening } from './test-server.ts';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
writeFileSync(join(dist, 'main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dist, '123.0a1b2c3d.js'), 'chunk();');
writeFileSync(join(dist, 'mf-manifest.json'), '{}');
mkdirSync(join(dist, 'nested'));

function withServer(
  overrides: Partial<AppServerOptions>,
  run: (base: string) => Promise<void>,
): Promise<void> {
  const server = createAppServer({
    name: 'test',
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    spaFallback: true,
    readyFile: 'index.html',
    ...overrides,
  });
  return withListening(server, run);
}

describe('app server', () => {
  it('answers /health with 200 once built and 503 before', async () => {
    await withServer({}, async (base) => {
      const response = await fetch(`${base}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', app: 'test' });
    });
    await withServer({ readyFile: 'missing.json' }, async (base) => {
      expect((await fetch(`${base}/health`)).status).toBe(503);
    });
  });

  it('caches hashed assets for a year and revalidates the rest by ETag', async () => {
    await withServer({}, async (base) => {
      const hashed = await fetch(`${base}/123.0a1b2c3d.js`);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const entry = await fetch(`${base}/main.js`);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const etag = entry.headers.get('etag')!;
      const again = await fetch(`${base}/main.js`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    });
  });

  it('caches an entry a year when the page asks for it by its own content hash, and no other', async () => {
    await withServer({}, async (base) => {
      const query = contentHashOf(readFileSync(join(dist, 'main.js')));
      const named = await fetch(`${base}/main.js?${query}`);
      expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // An older build's page asks with its own hash: these bytes are not the ones it names.
      const older = await fetch(`${base}/main.js?${'0'.repeat(20)}`);
      expect(older.headers.get('cache-control')).toBe('no-cache');
    });
  });

  describe('ETags from content', () => {
    /** A copy of the dist folder, as another server behind the same balancer holds it, its files dated `at`. */
    const copyDated = (at: string): string => {
      const copy = mkdtempSync(join(tmpdir(), 'dist-copy-'));
      cpSync(dist, copy, { recursive: true });
      for (const name of readdirSync(copy)) utimesSync(join(copy, name), new Date(at), new Date(at));
      return copy;
    };
    const etagOf = async (base: string, path: string) => (await fetch(`${base}${path}`)).headers.get('etag');

    it('are the same on two servers whose files have different dates, so either revalidates', async () => {
      await withServer({ distDir: copyDated('2024-01-01T00:00:00Z') }, async (first) => {
        await withServer({ distDir: copyDated('2024-06-01T12:34:56Z') }, async (second) => {
          const etag = (await etagOf(first, '/main.js'))!;
          expect(await etagOf(second, '/main.js')).toBe(etag);
          const revalidated = await fetch(`${second}/main.js`, { headers: { 'if-none-match': etag } });
          expect(revalidated.status).toBe(304);
        });
      });
    });

    it('change when the content does, though the size stays', async () => {
      const copy = copyDated('2024-01-01T00:00:00Z');
      await withServer({ distDir: copy }, async (base) => {
        const before = (await etagOf(base, '/main.js'))!;
        writeFileSync(join(copy, 'main.js'), `console.log(${JSON.stringify('y'.repeat(4000))});`);
        utimesSync(join(copy, 'main.js'), new Date('2024-01-02T00:00:00Z'), new Date('2024-01-02T00:00:00Z'));
        expect(await etagOf(base, '/main.js')).not.toBe(before);
        const stale = await fetch(`${base}/main.js`, { headers: { 'if-none-match': before } });
        expect([stale.status, (await stale.text()).slice(0, 16)]).toEqual([200, 'console.log("yyy']);
      });
    });
  });

  /** A GET with the raw body as it came (Node's fetch would decode it). */
  async function rawGet(url: string, acceptEncoding?: string) {
    const { request } = await import('node:http');
    return new Promise<{ status?: number; headers: Record<string, unknown>; raw: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        request(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  }

  it('gzips text assets the build made no copy of, for clients that accept it', async () => {
    await withServer({}, async (base) => {
      const body = await rawGet(`${base}/main.js`, 'gzip');
      expect(body.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(body.raw).toString()).toContain('console.log');
      // No brotli copy: a client that takes only brotli gets the file as it is.
      const plain = await rawGet(`${base}/main.js`, 'br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toContain('console.log');
    });
  });

  describe("the build's compressed copies", () => {
    const withCopies = mkdtempSync(join(tmpdir(), 'dist-copies-'));
    const chunk = Buffer.from(`chunk(${JSON.stringify('y'.repeat(3000))});`);
    writeFileSync(join(withCopies, 'index.html'), '<html><head></head><body>app</body></html>');
    writeFileSync(join(withCopies, '9.0a1b2c3d.js'), chunk);
    writeFileSync(join(withCopies, '9.0a1b2c3d.js.br'), brotliCompressSync(chunk));
    writeFileSync(join(withCopies, '9.0a1b2c3d.js.gz'), gzipSync(chunk, { level: 9 }));

    it.each([
      ['gzip, deflate, br, zstd', 'as br', 'br'],
      ['gzip, deflate', 'as gzip', 'gzip'],
      ['br;q=0, gzip', 'as gzip', 'gzip'],
      ['identity', 'uncompressed', undefined],
      [undefined, 'uncompressed', undefined],
    ])('Accept-Encoding %j: the file %s', async (accept, _label, encoding) => {
      await withServer({ distDir: withCopies }, async (base) => {
        const answer = await rawGet(`${base}/9.0a1b2c3d.js`, accept);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['vary']).toBe('accept-encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(answer.raw)
            : encoding === 'gzip'
              ? gunzipSync(answer.raw)
              : answer.raw;
        expect(decoded.equals(chunk)).toBe(true);
        // The copy itself, byte for byte: not compressed again here.
        if (encoding)
          expect(
            answer.raw.equals(
              readFileSync(join(withCopies, `9.0a1b2c3d.js.${encoding === 'br' ? 'br' : 'gz'}`)),
            ),
          ).toBe(true);
      });
    });

    it('are never files of their own', async () => {
      await withServer({ distDir: withCopies }, async (base) => {
        expect((await rawGet(`${base}/9.0a1b2c3d.js.br`)).status).toBe(404);
        expect((await rawGet(`${base}/9.0a1b2c3d.js.gz`, 'gzip')).status).toBe(404);
      });
    });
  });

  it('compresses a page on each answer, brotli when accepted, gzip otherwise', async () => {
    const text = `<p>${'Log in to your account. '.repeat(200)}</p>`;
    await withServer({ page: (html) => ({ html: html.replace('app', text), headers: {} }) }, async (base) => {
      const br = await rawGet(`${base}/auth/login`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.raw).toString()).toContain(text);
      const gzip = await rawGet(`${base}/auth/login`, 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.raw).toString()).toContain(text);
      expect(br.raw.length).toBeLessThan(gzip.raw.length);
      const plain = await rawGet(`${base}/auth/login`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toContain(text);
    });
  });

  it('serves index.html, rewritten per request, for client-side routes only', async () => {
    await withServer(
      {
        page: (html) => ({
          html: html.replace('</head>', '<meta name="x" content="1"></head>'),
          headers: { 'content-security-policy': "default-src 'self'" },
        }),
      },
      async (base) => {
        const page = await fetch(`${base}/auth/login?x=1`);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
        expect(await page.text()).toContain('<meta name="x" content="1">');
        // A file is not the page: the page's headers stay on the page.
        expect((await fetch(`${base}/main.js`)).headers.get('content-security-policy')).toBeNull();
        expect((await fetch(`${base}/missing.js`)).status).toBe(404);
        expect((await fetch(`${base}/index.html`)).headers.get('content-type')).toBe(
          'text/html; charset=utf-8',
        );
      },
    );
  });

  it('serves the page with the status the app gives for its path', async () => {
    await withServer({ pageStatus: (pathname) => (pathname === '/auth/login' ? 200 : 404) }, async (base) => {
      expect((await fetch(`${base}/auth/login`)).status).toBe(200);
      const unknown = await fetch(`${base}/elsewhere`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('<body>app</body>');
    });
  });

  it('adds the asset headers to files and preflights, varying on what they name', async () => {
    const assetHeaders = (request: { headers: { origin?: string } }): Record<string, string> =>
      request.headers.origin === 'http://127.0.0.1:3000'
        ? { vary: 'origin', 'access-control-allow-origin': 'http://127.0.0.1:3000' }
        : { vary: 'origin' };
    await withServer({ assetHeaders, spaFallback: false, readyFile: 'mf-manifest.json' }, async (base) => {
      const shell = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'http://127.0.0.1:3000' } });
      expect(shell.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
      expect(shell.headers.get('vary')).toBe('accept-encoding, origin');
      const other = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${base}/main.js`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([
        204,
        'http://127.0.0.1:3000',
      ]);
      expect((await fetch(`${base}/auth/login`)).status).toBe(404);
    });
  });

  it('sends the hardening headers on every answer', async () => {
    await withServer({}, async (base) => {
      for (const path of ['/health', '/main.js', '/auth/login', '/missing.js']) {
        const { headers } = await fetch(`${base}${path}`);
        expect([path, headers.get('x-content-type-options'), headers.get('referrer-policy')]).toEqual([
          path,
          'nosniff',
          'strict-origin-when-cross-origin',
        ]);
        expect(headers.get('permissions-policy')).toContain('camera=()');
      }
    });
  });

  it('awaits an async page hook', async () => {
    const page = async (html: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { html: html.replace('app', 'app, read late'), headers: { 'x-page': 'async' } };
    };
    await withServer({ page }, async (base) => {
      const answer = await fetch(`${base}/auth/login`);
      expect(answer.headers.get('x-page')).toBe('async');
      expect(await answer.text()).toContain('<body>app, read late</body>');
    });
  });

  describe('a hook that rejects', () => {
    /** A hook that rejects on its first call and answers `then` afterwards. */
    const failingOnce = <T>(then: T) => {
      let calls = 0;
      return () => (++calls === 1 ? Promise.reject(new Error('pointer unreachable')) : Promise.resolve(then));
    };
    let logged: jest.SpyInstance;
    beforeEach(() => (logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)));
    afterEach(() => logged.mockRestore());

    it.each<[string, () => Partial<AppServerOptions>, string]>([
      ['page', () => ({ page: failingOnce({ html: 'page', headers: {} }) }), '/auth/login'],
      ['handle', () => ({ handle: failingOnce(false) }), '/auth/login'],
      ['assetHeaders', () => ({ assetHeaders: failingOnce({}) }), '/main.js'],
    ])('%s gives a 500, logged with the app, and the server goes on serving', async (_hook, hooks, path) => {
      await withServer(hooks(), async (base) => {
        const answer = await fetch(`${base}${path}`);
        expect([answer.status, await answer.text()]).toEqual([500, 'Internal error']);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await fetch(`${base}${path}`)).status).toBe(200);
      });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[test\] Error: pointer unreachable/));
    });

    it('ends an answer it had begun rather than leave it hanging', async () => {
      const handle = async (_request: unknown, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('partial');
        return Promise.reject(new Error('pointer unreachable'));
      };
      await withServer({ handle }, async (base) => {
        const answer = await fetch(`${base}/anything`);
        expect([answer.status, await answer.text()]).toEqual([200, 'partial']);
      });
    });
  });

  it('refuses other methods', async () => {
    await withServer({}, async (base) => {
      expect((await fetch(`${base}/main.js`, { method: 'POST' })).status).toBe(405);
    });
  });
});

describe('resolveInside', () => {
  it.each([
    ['/main.js', join(dist, 'main.js')],
    ['/nested/../main.js', join(dist, 'main.js')],
    ['/../../etc/passwd', join(dist, 'etc/passwd')],
    ['/%2e%2e/%2e%2e/etc/passwd', join(dist, 'etc/passwd')],
    ['/%00', null],
    ['/%E0%A4%A', null],
  ])('%s stays inside the folder', (path, expected) => {
    expect(resolveInside(dist, path)).toBe(expected);
  });
});
