/**
 * The static host's configuration does what docs/deploy.md says: the template,
 * served by Debian's nginx through the test harness, over a fake remote's version folder.
 * No browser, no build. One nginx for the whole file.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { nginxBinary } from './nginx-config.ts';
import { brotliStaticSupport, startNginx, type BrotliSupport, type StaticHost } from './nginx.ts';

const SHELL = 'http://127.0.0.1:3000';
/** A partner's site: it frames our shell (the embed), it never reads a remote's files. */
const PARTNER = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';
const VERSION = '/remote-login/abc123';
const HARDENING = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=()',
};

// Files big enough to be compressed (gzip_min_length).
const padding = 'x'.repeat(400);
const files: Record<string, string> = {
  [`${VERSION}/mf-manifest.json`]: JSON.stringify({ id: 'remote_login', padding }),
  [`${VERSION}/remoteEntry.js`]: `var remote_login = ${JSON.stringify(padding)};`,
  [`${VERSION}/1.0123abcd.js`]: `console.log(${JSON.stringify(padding)});`,
  [`${VERSION}/1.0123abcd.js.LICENSE.txt`]: `MIT ${padding}`,
  [`${VERSION}/index.html`]: '<!doctype html><title>standalone</title>',
  [`${VERSION}/sub/1.0123abcd.js`]: 'console.log(1);',
  '/remotes.json': JSON.stringify({ remote_login: `http://127.0.0.1${VERSION}/mf-manifest.json` }),
};

/**
 * A chunk with the build's copies beside it. Each copy decodes to a text of its own, so a body
 * that decodes to it was the copy, sent as it is, and not the file compressed by nginx.
 */
const CHUNK = `${VERSION}/7.89abcdef.js`;
const copies = {
  file: `console.log(${JSON.stringify(padding)});`,
  gz: `console.log("the .gz copy", ${JSON.stringify(padding)});`,
  br: `console.log("the .br copy", ${JSON.stringify(padding)});`,
};

const found = (() => {
  try {
    return nginxBinary(process.env, existsSync);
  } catch {
    return undefined;
  }
})();
const SKIPPED = "SKIPPED: no nginx binary (set NGINX_PATH; npm test unpacks Debian's into .cache/nginx)";
if (!found) process.stderr.write(`e2e/support/nginx.test.ts: ${SKIPPED}\n`);
const describeWithNginx = found ? describe : describe.skip;
const brotli: BrotliSupport = found ? brotliStaticSupport(found) : { reason: 'no nginx' };
const brotliLoads = () => 'module' in brotli;
const title = `the static host configuration${found ? ', served by nginx' : `: ${SKIPPED}`}`;

describeWithNginx(title, () => {
  let root: string;
  let host: StaticHost;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lender-static-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
    await writeFile(join(root, CHUNK), copies.file);
    await writeFile(join(root, `${CHUNK}.gz`), gzipSync(copies.gz, { level: 9 }));
    await writeFile(join(root, `${CHUNK}.br`), brotliCompressSync(copies.br));
    host = await startNginx({ root, shellOrigins: [SHELL] });
  });

  afterAll(async () => {
    await host?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const get = (path: string, init: RequestInit = {}) => fetch(`${host.origin}${path}`, init);
  const from = (origin: string) => ({ headers: { origin } });

  it("lets the shell read a build's files, by name", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '1.0123abcd.js']) {
      const response = await get(`${VERSION}/${file}`, from(SHELL));
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(SHELL);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it.each([
    ['a partner', PARTNER],
    ['another site', STRANGER],
  ])('gives %s no CORS header (and still varies by origin)', async (_, origin) => {
    const response = await get(`${VERSION}/remoteEntry.js`, from(origin));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('answers a preflight with 204 and the allow headers, for a listed origin only', async () => {
    const preflight = (origin: string) =>
      get(`${VERSION}/mf-manifest.json`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const listed = await preflight(SHELL);
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(listed.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const other = await preflight(STRANGER);
    expect(other.status).toBe(204);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps a version folder a year and always asks again for the pointer', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '1.0123abcd.js', '1.0123abcd.js.LICENSE.txt'])
      expect((await get(`${VERSION}/${file}`)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it("gives the pointer no CORS (the shell's server reads it, not a browser)", async () => {
    const response = await get('/remotes.json', from(SHELL));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    [`${VERSION}/remoteEntry.js`, 'text/javascript; charset=utf-8', 'gzip'],
    [`${VERSION}/mf-manifest.json`, 'application/json; charset=utf-8', 'gzip'],
    ['/remotes.json', 'application/json; charset=utf-8', null], // too short to compress
    [`${VERSION}/1.0123abcd.js.LICENSE.txt`, 'text/plain; charset=utf-8', 'gzip'],
  ])('serves %s as %s, compressed: %s', async (path, type, encoding) => {
    const response = await get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.text()).toBe(files[path]);
  });

  describe("the build's compressed copies", () => {
    const brotliSkipped = `SKIPPED: ${'reason' in brotli ? brotli.reason : ''}`;
    if ('reason' in brotli) process.stderr.write(`e2e/support/nginx.test.ts: brotli: ${brotliSkipped}\n`);

    it('sends the .gz copy to a browser that accepts gzip (gzip_static)', async () => {
      const response = await get(CHUNK, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await response.text()).toBe(copies.gz);
    });

    it('sends the file as it is to a browser that accepts neither', async () => {
      const response = await get(CHUNK, { headers: { 'accept-encoding': 'identity' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(copies.file);
    });

    (brotliLoads() ? it : it.skip)(
      `sends the .br copy to a browser that accepts brotli (brotli_static)${brotliLoads() ? '' : `: ${brotliSkipped}`}`,
      async () => {
        expect(host.brotli).toBe(true);
        const response = await get(CHUNK, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(response.headers.get('content-encoding')).toBe('br');
        expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
        expect(await response.text()).toBe(copies.br);
        // Refused brotli: the gzip copy.
        const refused = await get(CHUNK, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
        expect(await refused.text()).toBe(copies.gz);
      },
    );

    it.each(['.gz', '.br'])('never serves a %s copy as a file of its own', async (extension) => {
      const response = await get(`${CHUNK}${extension}`, from(SHELL));
      expect(response.status).toBe(404);
    });
  });

  it.each([
    ['an unknown path', '/nope'],
    ['the root', '/'],
    ["a remote's folder", '/remote-login/'],
    ['a version folder (no listing)', `${VERSION}/`],
    ["a remote's standalone page (not deployed)", `${VERSION}/index.html`],
    ['a file deeper than a version folder', `${VERSION}/sub/1.0123abcd.js`],
    ['a missing chunk', `${VERSION}/2.deadbeef.js`],
  ])('answers 404 to %s, never cached', async (_, path) => {
    const response = await get(path, from(SHELL));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it.each([
    ['a file', `${VERSION}/remoteEntry.js`, 'GET'],
    ['the pointer', '/remotes.json', 'GET'],
    ['a 404', '/nope', 'GET'],
    ['a preflight', `${VERSION}/remoteEntry.js`, 'OPTIONS'],
  ])('sends the hardening headers with %s', async (_, path, method) => {
    const { headers } = await get(path, { method, headers: { origin: SHELL } });
    for (const [name, value] of Object.entries(HARDENING)) expect(headers.get(name)).toBe(value);
  });
});
