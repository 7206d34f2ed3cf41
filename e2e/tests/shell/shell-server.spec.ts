/**
 * The shell's production server as an operator runs it (docs/deploy.md, "The shell's
 * server"): its artefact alone in a temporary folder, started with `node server.mjs`, its
 * remotes in version folders on the documented nginx. Plain HTTP: the login page rendered
 * from those folders in a browser is the deploy journey's (./deploy.spec.ts), whose shell is
 * started the same way.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { getExactly, type RawAnswer } from '@lender/serve/test-server';
import { deployStaticDir, readDeployFixture } from '../../support/deploy-fixture.ts';
import { startNginx, type StaticHost } from '../../support/nginx.ts';
import { ARTEFACT_SHELL_PORTS } from '../../support/origins.ts';
import { copyShellArtefact, startShellArtefact, type ShellServer } from '../../support/shell-artefact.ts';

/** The one public origin every server behind the load balancer is configured with. */
const PUBLIC_ORIGIN = 'https://sign-in.lender.example';
const NONCE = /nonce-([A-Za-z0-9+/=]+)'|nonce="([A-Za-z0-9+/=]+)"/g;

const noncesOf = (text: string) => [...text.matchAll(NONCE)].map((match) => match[1] ?? match[2]);

/** What must be equal between servers: every header but the date, the nonce taken out. */
function comparable({ status, headers, body }: RawAnswer) {
  const { date: _date, ...rest } = headers;
  const scrub = (text: string) => text.replace(NONCE, (match) => match.replace(/[A-Za-z0-9+/=]{20,}/, 'N'));
  return {
    status,
    headers: Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, scrub(String(value))])),
    body: scrub(body),
  };
}

const fixture = readDeployFixture();
const pointerOf = (staticOrigin: string) => `${staticOrigin}/remotes.json`;

const test = base.extend<Record<never, never>, { host: StaticHost; servers: [ShellServer, ShellServer] }>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Read only: this file never moves the pointer.
      const host = await startNginx({
        root: deployStaticDir,
        shellOrigins: [PUBLIC_ORIGIN],
      });
      await use(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  servers: [
    async ({ host }, use) => {
      const env = { SHELL_ORIGIN: PUBLIC_ORIGIN, REMOTES_FILE: pointerOf(host.origin) };
      const first = await startShellArtefact(ARTEFACT_SHELL_PORTS.first, env);
      const second = await startShellArtefact(ARTEFACT_SHELL_PORTS.second, env).catch(async (error) => {
        await first.stop();
        throw error;
      });
      await use([first, second]);
      await Promise.all([first.stop(), second.stop()]);
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

test('the artefact alone starts with node: its own package.json, no dependencies, nothing installed', () => {
  const { dir, files, nodeModulesAbove } = copyShellArtefact();
  expect(files).toEqual(['package.json', 'public', 'server.mjs', 'server.mjs.map']);
  expect(nodeModulesAbove).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    type: 'module',
    main: 'server.mjs',
    scripts: { start: 'node --enable-source-maps server.mjs' },
  });
  expect(manifest.dependencies).toEqual({});
  // Node's own modules only: everything else is in the bundle.
  const imports = [
    ...readFileSync(join(dir, 'server.mjs'), 'utf8').matchAll(/^import .* from "([^"]+)";$/gm),
  ];
  expect(imports.map((match) => match[1]).filter((name) => !name!.startsWith('node:'))).toEqual([]);
});

test('it answers /health and serves the login page with its security headers, a nonce per answer, and its remotes from the version folders', async ({
  servers: [server],
  host,
}) => {
  const health = await getExactly(server.origin, '/health');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ status: 'ok', app: 'shell' });

  const page = await getExactly(server.origin, '/auth/login');
  expect(page.status).toBe(200);
  expect(page.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  });
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toContain(`frame-ancestors 'self' ${PUBLIC_ORIGIN}`);
  expect(policy).toContain(`script-src 'self' ${host.origin}`);
  // One nonce, in the policy and in the page's meta, and another for the next answer.
  const [nonce] = noncesOf(policy);
  expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  const again = await getExactly(server.origin, '/auth/login');
  expect(noncesOf(String(again.headers['content-security-policy']))[0]).not.toBe(nonce);

  const manifest = `${host.origin}/remote-login/${fixture.versions['remote-login']}/mf-manifest.json`;
  expect(page.body).toContain(`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`);
  const config = JSON.parse((await getExactly(server.origin, '/runtime-config.json')).body) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.remote_login).toBe(manifest);
  expect((await getExactly(host.origin, new URL(manifest).pathname)).status).toBe(200);
});

test('two servers configured alike give the same answers, apart from the nonce', async ({ servers }) => {
  const [first, second] = servers;
  const requests: [string, Record<string, string>][] = [
    ['/auth/login', {}],
    ['/auth/register?label=apollo', { 'accept-encoding': 'gzip' }],
    ['/terms/', {}],
    ['/diagnostics', {}],
    // The organization comes from the host name the load balancer passes on.
    ['/auth/login', { host: 'apollo.localhost', 'x-forwarded-proto': 'https' }],
    ['/runtime-config.json', {}],
    ['/main.js', { 'accept-encoding': 'gzip' }],
    ['/nowhere.js', {}],
    ['/health', {}],
  ];
  for (const [path, extra] of requests) {
    // As a load balancer passes them on: the public host name, whichever server it picks.
    const headers = { host: '127.0.0.1', ...extra };
    const [a, b] = await Promise.all([
      getExactly(first.origin, path, headers),
      getExactly(second.origin, path, headers),
    ]);
    expect(comparable(b), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(a));
  }
  // A revalidation that lands on the other server is still a 304: the tag comes from the content.
  const script = await getExactly(first.origin, '/main.js');
  const revalidated = await getExactly(second.origin, '/main.js', {
    'if-none-match': String(script.headers.etag),
  });
  expect(revalidated.status).toBe(304);
});

/** A pointer address that answers the first read, then holds each later one until released. */
async function holdingPointer(first: string): Promise<{
  url: string;
  held: Promise<void>;
  release(document: string): void;
  close(): Promise<void>;
}> {
  let reads = 0;
  let release: (document: string) => void = () => undefined;
  let heldNow: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  const answer = new Promise<string>((resolve) => (release = resolve));
  const server: Server = createServer((_request, response) => {
    reads += 1;
    const send = (document: string) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(document);
    if (reads === 1) return send(first);
    heldNow();
    void answer.then(send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/remotes.json`,
    held,
    release,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test('SIGTERM: no new connections, the answer in flight is finished, and it exits cleanly', async ({
  host,
}) => {
  const pointerDocument = (loginVersion: string) =>
    JSON.stringify({
      ...(JSON.parse(readFileSync(join(deployStaticDir, 'remotes.json'), 'utf8')) as Record<string, string>),
      remote_login: `${host.origin}/remote-login/${loginVersion}/mf-manifest.json`,
    });
  const pointer = await holdingPointer(pointerDocument(fixture.versions['remote-login']!));
  const server = await startShellArtefact(ARTEFACT_SHELL_PORTS.stopping, {
    SHELL_ORIGIN: PUBLIC_ORIGIN,
    REMOTES_FILE: pointer.url,
    REMOTES_CACHE_MS: '0',
  });
  try {
    // The page's configuration waits on the pointer: the answer is in flight.
    const inFlight = getExactly(server.origin, '/runtime-config.json', { connection: 'keep-alive' });
    await pointer.held;
    const exitCode = server.terminate();
    await expect
      .poll(() =>
        getExactly(server.origin, '/health').then(
          () => 'answered',
          (error: Error) => error.message,
        ),
      )
      .toContain('ECONNREFUSED');
    // The pointer answers now with another version: the answer in flight was finished with it.
    pointer.release(pointerDocument(fixture.changedLoginVersion));
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect((JSON.parse(answer.body) as { remotes: Record<string, string> }).remotes.remote_login).toContain(
      `/remote-login/${fixture.changedLoginVersion}/`,
    );
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('SIGTERM: stopping');
  } finally {
    await server.stop();
    await pointer.close();
  }
});
