/**
 * The remote pointer: the one document that says where each remote's manifest is
 * (`{ "remote_login": "<manifest URL>", … }`, docs/deploy.md). A deploy puts a new
 * version folder on the static host; moving a remote's entry to it changes the
 * running shell for the next page load, with no shell rebuild, and moving it back
 * rolls back.
 *
 * `REMOTES_FILE` is a file (read again for every page) or the document's address:
 * `https:`, or `http:` for a loopback host (the tests' static server). An address is
 * fetched at most once per `REMOTES_CACHE_MS` (default 5 s) however many pages are
 * served, and an entry may be relative to it (`remote-login/<version>/mf-manifest.json`).
 * A document must name all four remotes by absolute address (`parsePointer`). When the
 * pointer cannot be read or is not usable, the last document read keeps being served (and
 * the failure logged): a static host that stumbles, or a pointer written half, does not
 * take the shell down. Whoever can write the pointer decides which scripts the shell's
 * pages run (docs/security.md): keep it as protected as the shell's own deployment.
 * Without `REMOTES_FILE`, each remote's manifest comes from `REMOTE_<NAME>_URL` or
 * the local default (./runtime-config-env.ts).
 */
import { readFileSync } from 'node:fs';
import { remoteContainers } from '@lender/shared/contracts';

type Env = Record<string, string | undefined>;
export type RemoteEntries = Record<string, string>;

export const DEFAULT_POINTER_MAX_AGE_MS = 5_000;
/** A first read waits longer than a refresh, which has a document to fall back on. */
const POINTER_FETCH_TIMEOUT_MS = 3_000;
const POINTER_REFRESH_TIMEOUT_MS = 1_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class PointerError extends Error {
  override name = 'PointerError';
}

export type PointerLocation = { kind: 'file'; path: string } | { kind: 'address'; url: URL };

/** Where `REMOTES_FILE` says the pointer is, or undefined when it is not set. */
export function pointerLocation(value: string | undefined): PointerLocation | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { kind: 'file', path: value };
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
    return { kind: 'address', url };
  throw new PointerError(
    `REMOTES_FILE="${value}" must be a file, an https: address, or an http: address of a loopback host`,
  );
}

const isHttpUrl = (entry: string) => URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol);

/**
 * The entries of a pointer document. Relative entries are resolved against the address
 * the document came from; a file's must be absolute. `complete` (what a server reads):
 * an absolute http(s) entry for each of the four remotes and nothing else, so a half-written
 * or mistyped pointer is refused as a whole, before any page is served from it.
 */
export function parsePointer(text: string, from: string | URL, { complete = true } = {}): RemoteEntries {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new PointerError(`${String(from)} is not JSON: ${(error as Error).message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new PointerError(`${String(from)} must be an object of remote name to manifest URL`);
  const entries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(document)) {
    if (typeof entry !== 'string') throw new PointerError(`${String(from)}: "${name}" must be a URL`);
    entries[name] = from instanceof URL && URL.canParse(entry, from) ? new URL(entry, from).href : entry;
  }
  if (complete) {
    const problems = pointerProblems(entries);
    if (problems.length) throw new PointerError(`${String(from)}: ${problems.join('; ')}`);
  }
  return entries;
}

/** What makes entries unusable as the whole pointer (empty when they are usable). */
export function pointerProblems(entries: RemoteEntries): string[] {
  const known = new Set<string>(remoteContainers);
  return [
    ...remoteContainers.filter((name) => entries[name] === undefined).map((name) => `no entry for ${name}`),
    ...Object.keys(entries)
      .filter((name) => !known.has(name))
      .map((name) => `"${name}" is not a remote (${remoteContainers.join(', ')})`),
    ...Object.entries(entries)
      .filter(([name, entry]) => known.has(name) && !isHttpUrl(entry))
      .map(([name, entry]) => `${name}: "${entry}" is not an absolute http(s) address`),
  ];
}

/** How long an address's document is kept: `REMOTES_CACHE_MS`, 0 to 60000. */
export function pointerMaxAgeFromEnv(env: Env): number {
  const raw = env.REMOTES_CACHE_MS;
  if (raw === undefined || raw === '') return DEFAULT_POINTER_MAX_AGE_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 60_000)
    throw new PointerError(
      `REMOTES_CACHE_MS="${raw}" must be a whole number of milliseconds from 0 to 60000`,
    );
  return value;
}

export interface PointerOptions {
  maxAgeMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/**
 * A failure to read the pointer (a file not there, an address not answering) as a PointerError
 * naming where it was read, so a server refusing to start says it is `REMOTES_FILE` to fix.
 */
function namedFailure(error: unknown, location: PointerLocation): PointerError {
  if (error instanceof PointerError) return error;
  const where = location.kind === 'file' ? location.path : location.url.href;
  // Read by shape: an error from another realm (a test's sandbox) is no `instanceof Error`.
  const messageOf = (value: unknown) => (value as { message?: unknown } | undefined)?.message;
  const message = messageOf(error);
  const cause = messageOf((error as { cause?: unknown } | undefined)?.cause);
  return new PointerError(
    `${where} cannot be read: ${typeof message === 'string' ? message : String(error)}${typeof cause === 'string' ? ` (${cause})` : ''}`,
  );
}

/** Reads the pointer; `current()` is what a page served now uses. */
export class RemotePointer {
  private cached: { entries: RemoteEntries; at: number } | undefined;
  private inFlight: Promise<RemoteEntries> | undefined;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly fetch: typeof fetch;
  private readonly log: (message: string) => void;

  constructor(
    readonly location: PointerLocation,
    {
      maxAgeMs = DEFAULT_POINTER_MAX_AGE_MS,
      now = Date.now,
      fetch = globalThis.fetch,
      log,
    }: PointerOptions = {},
  ) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    this.fetch = fetch;
    this.log = log ?? ((message) => process.stderr.write(`${message}\n`));
  }

  async current(): Promise<RemoteEntries> {
    if (this.location.kind === 'file') return this.readFile(this.location.path);
    if (this.cached && this.now() - this.cached.at < this.maxAgeMs) return this.cached.entries;
    this.inFlight ??= this.read(this.location.url).finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private readFile(path: string): RemoteEntries {
    try {
      const entries = parsePointer(readFileSync(path, 'utf8'), path);
      this.cached = { entries, at: this.now() };
      return entries;
    } catch (error) {
      return this.lastGood(error);
    }
  }

  /** After a failed read: the last document read, or the failure when there is none. */
  private lastGood(error: unknown): RemoteEntries {
    if (!this.cached) throw namedFailure(error, this.location);
    this.log(`[remote pointer] ${(error as Error).message}; still serving what it said before`);
    // Tried now: the next page waits the usual time before trying again, instead of every page.
    this.cached = { ...this.cached, at: this.now() };
    return this.cached.entries;
  }

  private async read(url: URL): Promise<RemoteEntries> {
    try {
      const response = await this.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.cached ? POINTER_REFRESH_TIMEOUT_MS : POINTER_FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new PointerError(`${url.href} answered ${response.status}`);
      const entries = parsePointer(await response.text(), url);
      this.cached = { entries, at: this.now() };
      return entries;
    } catch (error) {
      return this.lastGood(error);
    }
  }
}
