/**
 * The server each deployable runs in production-like mode: static files from its
 * `dist/`, `GET /health`, gzip, long-lived caching for content-hashed assets and
 * none for the manifest and entry files (so a redeployed remote is picked up on
 * the next page load), and the security headers of security-headers.ts: every
 * answer the hardening ones, the files a host page fetches what `assetHeaders`
 * adds (a remote's CORS for the shell and the partners). Pages that route on the
 * client fall back to `index.html`, which the `page` hook rewrites per request,
 * with its headers (the shell, and each remote for its standalone page, inline their
 * runtime configuration and the response's nonce, under its content security policy).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt', '.map']);
const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

export interface AppServerOptions {
  name: string;
  distDir: string;
  port: number;
  host: string;
  /**
   * Headers of the files a host page fetches (a remote's manifest, entry and chunks:
   * CORS for the shell's origins and the partners), and of the answer to a preflight.
   */
  assetHeaders?: (request: IncomingMessage) => Record<string, string> | Promise<Record<string, string>>;
  /** The built file whose presence means the app is ready (`/health` answers 503 without it). */
  readyFile: string;
  /** Serve `index.html` for paths without a file (client-side routes). */
  spaFallback: boolean;
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

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipFile(path: string, mtimeMs: number): Buffer {
  const cached = gzipCache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(path));
  gzipCache.set(path, { mtimeMs, body });
  return body;
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
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
  const useGzip = acceptsGzip(request) && raw.length > 1024;
  response.writeHead(status, {
    ...extraHeaders,
    'content-type': type,
    'cache-control': 'no-cache',
    vary: varyOn(extraHeaders),
    ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : useGzip ? gzipSync(raw) : raw);
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  extraHeaders: Record<string, string>,
) {
  const ext = extname(path);
  const stats = statSync(path);
  const cache = hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
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
  if (compressible.has(ext) && acceptsGzip(request)) {
    const body = gzipFile(path, stats.mtimeMs);
    response.writeHead(200, {
      ...headers,
      'content-encoding': 'gzip',
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
    if (file && existsSync(file) && statSync(file).isFile() && !file.endsWith(`${sep}index.html`)) {
      sendFile(request, response, file, assetHeaders);
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

/** Starts the server and resolves once it listens; stops cleanly on SIGTERM/SIGINT. */
export function listen(
  server: Server,
  options: Pick<AppServerOptions, 'name' | 'port' | 'host'>,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      process.stdout.write(`[${options.name}] listening on http://${options.host}:${options.port}\n`);
      resolvePromise();
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        server.close(() => process.exit(0));
        server.closeAllConnections();
      });
    }
  });
}
