/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlOf } from './cache-control.ts';
import { createAppServer } from './serve-app.ts';
import { withListening } from './test-server.ts';

/** A page server over `distDir` that names the embed loader's path for the short cache. */
const withServer = (distDir: string, run: (base: string) => Promise<void>) =>
  withListening(
    createAppServer({
      name: 'test',
      distDir,
      port: 0,
      host: '127.0.0.1',
      spaFallback: true,
      readyFile: 'index.html',
      shortCache: ['/embed/v1.js'],
    }),
    run,
  );

describe('cacheControlOf', () => {
  it.each([
    ['a content-hashed chunk', '/123.0a1b2c3d.js', [], 'public, max-age=31536000, immutable'],
    ['a content-hashed style sheet', '/css/app.0a1b2c3d.css', [], 'public, max-age=31536000, immutable'],
    ['an entry (stable name)', '/remoteEntry.js', [], 'no-cache'],
    ['the manifest', '/mf-manifest.json', [], 'no-cache'],
    [
      'a file named for a short cache (the embed loader)',
      '/embed/v1.js',
      ['/embed/v1.js'],
      'public, max-age=300',
    ],
    ['the same file when not named', '/embed/v1.js', [], 'no-cache'],
    ['another file beside a named one', '/embed/v2.js', ['/embed/v1.js'], 'no-cache'],
  ])('Cache-Control of %s', (_what, path, shortCache, expected) => {
    expect(cacheControlOf(path, shortCache)).toBe(expected);
  });

  it('keeps an entry asked for with its own content hash a year, and only then', () => {
    expect(cacheControlOf('/main.js', [], true)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/main.js', [], false)).toBe('no-cache');
  });
});

describe('the page server', () => {
  it('serves a file named for a short cache with it, revalidated by ETag, and 404 (not the page) when it is missing', async () => {
    const without = mkdtempSync(join(tmpdir(), 'dist-without-loader-'));
    const withLoader = mkdtempSync(join(tmpdir(), 'dist-loader-'));
    writeFileSync(join(without, 'index.html'), '<html><head></head><body>app</body></html>');
    writeFileSync(join(withLoader, 'index.html'), '<html><head></head><body>app</body></html>');
    mkdirSync(join(withLoader, 'embed'));
    writeFileSync(join(withLoader, 'embed', 'v1.js'), 'loader();');
    await withServer(withLoader, async (base) => {
      const loader = await fetch(`${base}/embed/v1.js`);
      expect(loader.status).toBe(200);
      expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
      expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const again = await fetch(`${base}/embed/v1.js`, {
        headers: { 'if-none-match': loader.headers.get('etag')! },
      });
      expect([again.status, again.headers.get('cache-control')]).toEqual([304, 'public, max-age=300']);
    });
    await withServer(without, async (base) => {
      const missing = await fetch(`${base}/embed/v1.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('Not found');
    });
  });
});
