import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
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
    cors: false,
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

  it('gzips text assets for clients that accept it', async () => {
    await withServer({}, async (base) => {
      const { request } = await import('node:http');
      const body = await new Promise<{ encoding?: string; raw: Buffer }>((resolve, reject) => {
        request(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], raw: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
      expect(body.encoding).toBe('gzip');
      expect(gunzipSync(body.raw).toString()).toContain('console.log');
    });
  });

  it('serves index.html, rewritten per request, for client-side routes only', async () => {
    await withServer(
      { transformHtml: (html) => html.replace('</head>', '<meta name="x" content="1"></head>') },
      async (base) => {
        const page = await fetch(`${base}/auth/login?x=1`);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await page.text()).toContain('<meta name="x" content="1">');
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

  it('answers cross-origin requests when it serves a remote', async () => {
    await withServer({ cors: true, spaFallback: false, readyFile: 'mf-manifest.json' }, async (base) => {
      const response = await fetch(`${base}/mf-manifest.json`, {
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await fetch(`${base}/auth/login`)).status).toBe(404);
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
