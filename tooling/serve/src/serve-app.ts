/**
 * The server each deployable runs in production-like mode: static files from its
 * `dist/`, `GET /health`, brotli or gzip (the build's `.br` and `.gz` copies of a file when
 * there are, tooling/build/src/plugins/precompress.ts; a page compressed on each answer,
 * at `PAGE_BROTLI_QUALITY`; other files gzipped once and kept), long-lived caching for content-hashed assets and
 * none for the manifest and entry files (so a redeployed remote is picked up on
 * the next page load), a short one for a stable address other sites link (the embed
 * loader: `shortCache`), and the security headers of security-headers.ts: every
 * answer the hardening ones, the files a host page fetches what `assetHeaders`
 * adds (a remote's CORS for the shell). Pages that route on the
 * client fall back to `index.html`, which the `page` hook rewrites per request,
 * with its headers (the shell, and each remote for its standalone page, inline their
 * runtime configuration and the response's nonce, under its content security policy).
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlOf, contentHashOf } from './cache-control.ts';
import { chooseEncoding, type Encoding } from './content-encoding.ts';
import { gracefulStop, STOP_GRACE_MS } from './graceful-stop.ts';
import { BASE_HEADERS } from './security-headers.ts';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // TypeScript a developer reads or saves (the embed's /embed/v1.d.ts), never a script to run.
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt', '.ts', '.map']);

export interface AppServerOptions {
  name: string;
  distDir: string;
  port: number;
  host: string;
  /**
   * Headers of the files a host page fetches (a remote's manifest, entry and chunks:
   * CORS for the shell's origins), and of the answer to a preflight.
   */
  assetHeaders?: (request: IncomingMessage) => Record<string, string> | Promise<Record<string, string>>;
  /** The built file whose presence means the app is ready (`/health` answers 503 without it). */
  readyFile: string;
  /** Serve `index.html` for paths without a file (client-side routes). */
  spaFallback: boolean;
  /** URL paths of files at a stable address other sites link to: a short cache (./cache-control.ts). */
  shortCache?: readonly string[];
  /**
   * The status that page is served with for a path (default 200). A remote's
   * standalone page answers 404 for paths that are not its screens: the page
   * still renders its "not found" message, and crawlers and monitors see the truth.
   */
  pageStatus?: (pathname: string) => number;
  /**
   * The page for a request: `index.html` rewritten (the runtime configuration inlined,
   * the response's nonce) with its headers (the content security policy).
   */
  page?: (html: string, request: IncomingMessage) => PageAnswer | Promise<PageAnswer>;
  /** Extra routes answered before static files; resolve true when handled. */
  handle?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
}

export interface PageAnswer {
  html: string;
  headers: Record<string, string>;
}

interface FileFacts {
  mtimeMs: number;
  size: number;
  etag: string;
  /** `contentHashOf` its bytes: the query a page asks an entry with (`main.js?<hash>`). */
  contentQuery: string;
  /** The build's compressed copies beside the file (`main.js.br`, `main.js.gz`). */
  copies: Partial<Record<Encoding, string>>;
  gzipped?: Buffer;
}

/** A copy's file name ending, by encoding. */
const COPY_EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** The build's copies are sent in place of their file, never as files of their own. */
const isCopy = (path: string) => path.endsWith('.br') || path.endsWith('.gz');

/**
 * Brotli's quality for a page, compressed on each answer: 5 compresses the shell's page (about
 * 2.4 KB with its inlined configuration) in about 0.12 ms, as fast as gzip at its default level,
 * and 12% smaller; 9 and 11 took 23 and 29 times as long for at most 9% fewer bytes
 * (docs/performance.md, "Compression").
 */
export const PAGE_BROTLI_QUALITY = 5;

const fileCache = new Map<string, FileFacts>();

/**
 * A file's ETag, from its content: two servers holding the same files (behind one load
 * balancer, copied at different times) give the same tag, so a revalidation that lands on
 * the other server is still a 304. Kept until the file changes.
 */
function factsOf(path: string, stats: { mtimeMs: number; size: number }): FileFacts {
  const cached = fileCache.get(path);
  if (cached?.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
  const bytes = readFileSync(path);
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  const copies: FileFacts['copies'] = {};
  for (const encoding of Object.keys(COPY_EXTENSION) as Encoding[])
    if (existsSync(path + COPY_EXTENSION[encoding])) copies[encoding] = path + COPY_EXTENSION[encoding];
  const facts = {
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    etag: `W/"${digest}"`,
    contentQuery: `?${contentHashOf(bytes)}`,
    copies,
  };
  fileCache.set(path, facts);
  return facts;
}

/** The file in `encoding`: the build's copy, or gzip made here once (a file the build made no copy of). */
function encodedFile(path: string, facts: FileFacts, encoding: Encoding): Buffer {
  const copy = facts.copies[encoding];
  if (copy) return readFileSync(copy);
  facts.gzipped ??= gzipSync(readFileSync(path));
  return facts.gzipped;
}

/** A body made on this answer, in the best encoding the client accepts. */
function encodeNow(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipSync(raw);
}

/** The answer depends on the encoding asked for, and on whatever else the extra headers name (a remote's CORS: the origin). */
const varyOn = (extraHeaders: Record<string, string>) =>
  ['accept-encoding', ...(extraHeaders.vary ? [extraHeaders.vary] : [])].join(', ');

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extraHeaders: Record<string, string> = {},
) {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = raw.length > 1024 ? chooseEncoding(request.headers['accept-encoding']) : null;
  response.writeHead(status, {
    ...extraHeaders,
    'content-type': type,
    'cache-control': 'no-cache',
    vary: varyOn(extraHeaders),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : encoding ? encodeNow(raw, encoding) : raw);
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  extraHeaders: Record<string, string>,
  url: URL,
  shortCache: readonly string[] | undefined,
) {
  const ext = extname(path);
  const stats = statSync(path);
  const facts = factsOf(path, stats);
  const { etag } = facts;
  const cache = cacheControlOf(url.pathname, shortCache, url.search === facts.contentQuery);
  const common = { ...extraHeaders, vary: varyOn(extraHeaders) };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ...common, etag, 'cache-control': cache }).end();
    return;
  }
  const headers: Record<string, string> = {
    ...common,
    etag,
    'content-type': mimeTypes[ext] ?? 'application/octet-stream',
    'cache-control': cache,
  };
  // Brotli only where the build made a copy; gzip for any text file.
  const encoding = compressible.has(ext)
    ? chooseEncoding(request.headers['accept-encoding'], facts.copies.br ? ['br', 'gzip'] : ['gzip'])
    : null;
  if (encoding) {
    const body = encodedFile(path, facts, encoding);
    response.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': String(body.length),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': String(stats.size) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(path).pipe(response);
}

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = resolve(root, `.${normalize(`/${decoded}`)}`);
  return candidate === root || candidate.startsWith(root + sep) ? candidate : null;
}

export function createAppServer(options: AppServerOptions): Server {
  const root = resolve(options.distDir);
  return createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      process.stderr.write(
        `[${options.name}] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      if (!response.headersSent) send(request, response, 500, mimeTypes['.txt']!, 'Internal error');
      else response.end();
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Every answer, the `handle` hook's included.
    for (const [name, value] of Object.entries(BASE_HEADERS)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const assetHeaders = (await options.assetHeaders?.(request)) ?? {};
    if (request.method === 'OPTIONS') {
      response.writeHead(204, assetHeaders).end();
      return;
    }
    if (url.pathname === '/health') {
      const built = existsSync(join(root, options.readyFile));
      send(
        request,
        response,
        built ? 200 : 503,
        mimeTypes['.json']!,
        JSON.stringify({ status: built ? 'ok' : 'not built', app: options.name }),
      );
      return;
    }
    if (await options.handle?.(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(request, response, 405, mimeTypes['.txt']!, 'Method not allowed');
      return;
    }
    const file = resolveInside(root, url.pathname);
    const servable = file && !isCopy(file) && !file.endsWith(`${sep}index.html`);
    if (servable && existsSync(file) && statSync(file).isFile()) {
      sendFile(request, response, file, assetHeaders, url, options.shortCache);
      return;
    }
    const index = join(root, 'index.html');
    const isPage = !extname(url.pathname) || url.pathname.endsWith('/index.html');
    if (options.spaFallback && isPage && existsSync(index)) {
      const html = readFileSync(index, 'utf8');
      const page = options.page ? await options.page(html, request) : { html, headers: {} };
      send(
        request,
        response,
        options.pageStatus?.(url.pathname) ?? 200,
        mimeTypes['.html']!,
        page.html,
        page.headers,
      );
      return;
    }
    send(request, response, 404, mimeTypes['.txt']!, 'Not found');
  }
}

/**
 * Starts the server and resolves once it listens. On SIGTERM or SIGINT it stops gracefully
 * (./graceful-stop.ts): no new connections, the answers in flight finished within
 * STOP_GRACE_MS, then the process exits (1 when answers had to be cut off).
 */
export function listen(
  server: Server,
  options: Pick<AppServerOptions, 'name' | 'port' | 'host'>,
  /** `onStop`: runs when a stop begins (a WebSocket server ends its sockets, which never finish). */
  { onStop }: { onStop?: () => void } = {},
): Promise<void> {
  const stop = gracefulStop(server);
  const log = (message: string) => process.stdout.write(`[${options.name}] ${message}\n`);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      log(`listening on http://${options.host}:${options.port}`);
      resolvePromise();
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        log(`${signal}: stopping (no new connections; answers in flight get ${STOP_GRACE_MS / 1000} s)`);
        onStop?.();
        void stop().then((outcome) => {
          if (outcome === 'forced') log('stopped with answers still in flight, cut off');
          process.exit(outcome === 'drained' ? 0 : 1);
        });
      });
    }
  });
}
