/**
 * The shell's production server as an operator runs it (docs/deploy.md, "The shell's
 * server"): its artefact alone in a temporary folder, started with `node server.mjs`, its
 * remotes in version folders on the documented nginx. Plain HTTP: the login page rendered
 * from those folders in a browser is the deploy journey's (./deploy.spec.ts), whose shell is
 * started the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { test as base, expect } from '@playwright/test';
import { getExactly, type RawAnswer } from '@lender/serve/test-server';
import { PRODUCTION_ENV } from '@lender/serve/test-production-env';
import { deployStaticDir, readDeployFixture } from '../../support/deploy-fixture.ts';
import { brotliStaticSupport, startNginx, type StaticHost } from '../../support/nginx.ts';
import { nginxBinary } from '../../support/nginx-config.ts';
import { ARTEFACT_SHELL_PORTS } from '../../support/origins.ts';
import {
  copyShellArtefact,
  runShellArtefact,
  startArtefact,
  startShellArtefact,
  type ShellServer,
} from '../../support/shell-artefact.ts';

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
/** Why the static host sends no brotli (its binary does not load the module: e2e/support/nginx.ts). */
function brotliStaticSupportReason(): string {
  const support = brotliStaticSupport(nginxBinary(process.env, existsSync));
  return 'reason' in support ? support.reason : 'the module loads';
}
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

  // Made with its first screen once the server has read its fragments (until then, today's page).
  await expect
    .poll(async () => (await getExactly(server.origin, '/auth/login')).body, {
      message: 'the server-made page',
    })
    .toContain('<div id="server-screen">');
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
  // The page's one inline script (its starter, shell/server/starter-script.ts) by its hash, no nonce.
  const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(policy).toContain(`script-src 'self' 'sha256-${hash}' ${host.origin}`);
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

/** What a GET gives with this Accept-Encoding: the encoding sent and the body decoded. */
async function encodedAs(origin: string, path: string, acceptEncoding: string) {
  const answer = await getExactly(origin, path, { 'accept-encoding': acceptEncoding });
  expect(answer.status, `${origin}${path}`).toBe(200);
  expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  return { encoding: answer.headers['content-encoding'], body: answer.body };
}
const BROWSER = 'gzip, deflate, br, zstd';
const WITHOUT_BROTLI = 'gzip, deflate';

test("the shell's server sends a page and a chunk as brotli when accepted, gzip otherwise", async ({
  servers: [server],
}) => {
  // A page the server never makes with a first screen: the two answers are the same page.
  const page = await encodedAs(server.origin, '/terms/', BROWSER);
  expect(page.encoding).toBe('br');
  expect(page.body).toContain('<div id=root>');
  const gzipPage = await encodedAs(server.origin, '/terms/', WITHOUT_BROTLI);
  expect(gzipPage.encoding).toBe('gzip');
  expect(comparable({ status: 200, headers: {}, body: gzipPage.body })).toEqual(
    comparable({ status: 200, headers: {}, body: page.body }),
  );
  // A chunk the page preloads: the build's copies, each decoding to the file.
  const chunk = /<link rel=preload as=script href=(\/[0-9]+\.[0-9a-f]{8}\.js)>/.exec(page.body)?.[1];
  expect(chunk, 'the page preloads a chunk').toBeTruthy();
  const file = readFileSync(join(repoRoot, 'shell', 'dist', 'public', chunk!), 'utf8');
  expect(await encodedAs(server.origin, chunk!, BROWSER)).toEqual({ encoding: 'br', body: file });
  expect(await encodedAs(server.origin, chunk!, WITHOUT_BROTLI)).toEqual({ encoding: 'gzip', body: file });
});

test("nginx sends a remote's chunk as brotli when accepted (where the module loads), gzip otherwise", async ({
  host,
}) => {
  const folder = join(deployStaticDir, 'remote-login', fixture.versions['remote-login']!);
  const name = readdirSync(folder).find(
    (file) => /^[0-9]+\.[0-9a-f]{8}\.js$/.test(file) && existsSync(join(folder, `${file}.br`)),
  );
  expect(name, `a chunk with its .br copy in ${folder}`).toBeTruthy();
  const path = `/remote-login/${fixture.versions['remote-login']}/${name}`;
  const file = readFileSync(join(folder, name!), 'utf8');
  expect(await encodedAs(host.origin, path, WITHOUT_BROTLI)).toEqual({ encoding: 'gzip', body: file });
  test.skip(!host.brotli, `brotli: ${brotliStaticSupportReason()}`);
  expect(await encodedAs(host.origin, path, BROWSER)).toEqual({ encoding: 'br', body: file });
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
  // A server reads the fragments in the background and gives today's page until then
  // (docs/performance.md, "Server-made HTML"): alike from the moment both have them.
  for (const server of servers)
    for (const [path, extra] of requests.filter(([path]) => path.startsWith('/auth/')))
      await expect
        .poll(async () => (await getExactly(server.origin, path, { host: '127.0.0.1', ...extra })).body, {
          message: `${server.origin}${path} made with its first screen`,
        })
        .toContain('<div id="server-screen">');
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

/**
 * The environment of docs/deploy.md's start command, exactly as the page writes it: every
 * `NAME=value` between `cd /srv/shell &&` and `node`.
 */
function documentedEnvironment(): Record<string, string> {
  const doc = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
  const command = /cd \/srv\/shell && ([\s\S]*?)\bnode --enable-source-maps server\.mjs/.exec(doc)?.[1];
  if (!command)
    throw new Error(
      'docs/deploy.md has no start command (cd /srv/shell && … node --enable-source-maps server.mjs)',
    );
  // A secret read from a file of the server's secret store (`"$(cat /etc/lender/….jwk)"`): no
  // test has that file, so the stand-in is the test key made for production-like tests.
  const secrets: Record<string, string> = { EMBED_SIGNING_KEY: PRODUCTION_ENV.EMBED_SIGNING_KEY! };
  const words = command
    .replace(/\\\n/g, ' ')
    .replace(/(?<=^|\s)([A-Z][A-Z0-9_]*)="\$\(cat \/etc\/lender\/[\w.-]+\)"/g, (_, name: string) => {
      if (!secrets[name])
        throw new Error(`docs/deploy.md's start command reads ${name} from a file no test has`);
      return `${name}=${secrets[name]}`;
    })
    .trim()
    .split(/\s+/);
  const pairs = words.map((word) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(word));
  if (pairs.some((pair) => !pair))
    throw new Error(`docs/deploy.md's start command has more than settings: ${command}`);
  return Object.fromEntries(pairs.map((pair) => [pair![1]!, pair![2]!]));
}

/**
 * The example's pointer address is the lender's static host, which no test reaches (no DNS, no
 * internet): a module node loads before the server (`--import`, not an environment variable)
 * answers for that one address with the deploy fixture's version folders, relative to it, as the
 * host's `remotes.json` would. Everything else goes to the network as it is.
 */
function pointerStandIn(pointerUrl: string): { nodeArgs: string[]; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lender-pointer-'));
  const document = Object.fromEntries(
    Object.entries(fixture.versions).map(([remote, version]) => [
      remote.replace('-', '_'),
      `${remote}/${version}/mf-manifest.json`,
    ]),
  );
  const file = join(dir, 'pointer-stand-in.mjs');
  writeFileSync(
    file,
    `const pointer = ${JSON.stringify(pointerUrl)};
const document = ${JSON.stringify(JSON.stringify(document))};
const fetchFromNetwork = globalThis.fetch;
globalThis.fetch = (input, init) =>
  String(input instanceof Request ? input.url : input) === pointer
    ? Promise.resolve(new Response(document, { headers: { 'content-type': 'application/json' } }))
    : fetchFromNetwork(input, init);
`,
  );
  return { nodeArgs: ['--import', file], remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What no page of a production shell may name: a local stand-in's address, a local host name. */
const STAND_IN = /127\.0\.0\.1|0\.0\.0\.0|localhost|:400[01]\b|:300[0-9]\b/;

test("docs/deploy.md's start command: the artefact starts with exactly its environment, and no page, policy or configuration names a local stand-in", async () => {
  const env = documentedEnvironment();
  expect(Object.keys(env).sort()).toEqual([
    'API_BASE',
    'EMBED_SIGNING_KEY',
    'HOST',
    'NODE_ENV',
    'ORG_HOSTS',
    'RECAPTCHA_SITE_KEY',
    'REMOTES_FILE',
    'SHELL_ORIGIN',
    'SHELL_PORT',
  ]);
  const standIn = pointerStandIn(env.REMOTES_FILE!);
  // HOST=0.0.0.0: it listens on every address of this machine, the loopback one among them.
  const server = await startArtefact({
    origin: `http://127.0.0.1:${env.SHELL_PORT}`,
    env,
    nodeArgs: standIn.nodeArgs,
  });
  try {
    const config = await getExactly(server.origin, '/runtime-config.json');
    expect(JSON.parse(config.body)).toMatchObject({
      environment: 'production',
      apiBase: 'https://api.lender.example',
      botCheck: { provider: 'recaptcha', siteKey: 'your-recaptcha-site-key' },
      remotes: {
        remote_login: `https://remotes.lender.example/remote-login/${fixture.versions['remote-login']}/mf-manifest.json`,
      },
    });
    for (const path of ['/auth/login', '/embed/login', '/diagnostics']) {
      const page = await getExactly(server.origin, path, { host: 'sign-in.lender.example' });
      expect(page.status, path).toBe(200);
      const served = JSON.stringify(page.headers) + page.body;
      expect(
        served.match(STAND_IN)?.[0],
        `${path}: ${served.slice(Math.max(0, served.search(STAND_IN) - 80), served.search(STAND_IN) + 40)}`,
      ).toBeUndefined();
    }
    expect(config.body).not.toMatch(STAND_IN);
  } finally {
    await server.stop();
    standIn.remove();
  }
});

test("docs/deploy.md's start command without API_BASE: it refuses to start, naming API_BASE", async () => {
  const { API_BASE: _forgotten, ...env } = documentedEnvironment();
  const standIn = pointerStandIn(env.REMOTES_FILE!);
  try {
    const { code, output } = await runShellArtefact({ env, nodeArgs: standIn.nodeArgs });
    expect(code).toBe(1);
    expect(output).toBe(
      "The shell's server cannot start; fix these settings (docs/configuration.md):\n" +
        "  - API_BASE is required in production: the lender's API (like https://api.lender.example)\n",
    );
  } finally {
    standIn.remove();
  }
});
