/**
 * Where the shell's server finds a remote's server-made first screen (./fragments.ts) for a
 * page: beside the manifest the runtime configuration points at, only when the manifest's
 * `metaData.buildInfo.buildVersion` is the fragment index's version, so a page never shows the
 * screen of a build other than the one its scripts load.
 *
 * - The manifest is read again after `manifestMaxAgeMs` (the pointer's `REMOTES_CACHE_MS`): in
 *   development its address carries no version, and a rebuild changes what it says.
 * - An index and its fragments are kept by version folder and version: a version folder never
 *   changes. What failed is forgotten, so the next page tries again.
 * - A page never waits: what is not there within `waitMs` (150 ms) gives no fragment (today's page),
 *   and the reads go on, so a later page gets it from memory. Nothing here throws.
 * - The same manifest names the scripts a screen's live page loads first (`screenScripts`): the
 *   remote's entry and the screen's own chunks, which the page may fetch ahead of its start-up.
 */
import {
  FRAGMENT_INDEX_FILE,
  parseFragment,
  parseFragmentIndex,
  type Audience,
  type Fragment,
  type FragmentIndex,
} from './fragments.ts';

export const FRAGMENT_WAIT_MS = 150;
/** How long one read may take in the background before it is given up. */
const FETCH_TIMEOUT_MS = 3_000;
/** Version folders kept in memory (each holds at most fifty small fragments). */
const MAX_FOLDERS = 32;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface FragmentRequest {
  /** The remote's manifest address, from the runtime configuration. */
  manifestUrl: string;
  route: string;
  brand: string;
  audience: Audience;
}

export interface FragmentSourceOptions {
  manifestMaxAgeMs: number;
  waitMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

export interface FragmentSource {
  /** The fragment for the page, or null (today's page): never slower than `waitMs`, never a throw. */
  fragmentFor(request: FragmentRequest): Promise<Fragment | null>;
  /**
   * The scripts the exposed module `expose` (`LoginScreen`) loads first, by the manifest at
   * `manifestUrl` (`screenScripts`); none when the manifest is not in memory yet (a page never waits for it).
   */
  scriptsFor(manifestUrl: string, expose: string): readonly string[];
}

/** An asset's name in a manifest as our builds write it: no scheme, no `..`, no markup. */
const ASSET = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.js$/;

/**
 * The addresses of the remote's entry and of the sync chunks of its exposed module `expose`,
 * as the federation runtime loads them: from the manifest's `publicPath` (`auto`: the manifest's
 * own folder). Empty for a manifest of another shape, a name that is not a plain asset, or an
 * address that is not http(s).
 */
export function screenScripts(manifest: unknown, manifestUrl: string, expose: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
  };
  const entry = metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? typeof entry.path === 'string' && entry.path !== ''
        ? `${entry.path.replace(/\/+$/, '')}/${entry.name}`
        : entry.name
      : null;
  const sync = Array.isArray(exposes)
    ? exposes.find((candidate) => candidate.name === expose)?.assets?.js?.sync
    : undefined;
  const publicPath = metaData?.publicPath;
  if (!entryFile || !Array.isArray(sync) || typeof publicPath !== 'string') return [];
  const files: unknown[] = [entryFile, ...(sync as unknown[])];
  if (!files.every((file): file is string => typeof file === 'string' && ASSET.test(file))) return [];
  try {
    const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
    const urls = files.map((file) => new URL(file, base));
    return urls.every((url) => url.protocol === 'https:' || url.protocol === 'http:')
      ? urls.map((url) => url.href)
      : [];
  } catch {
    return [];
  }
}

interface Folder {
  index: Promise<FragmentIndex | null>;
  fragments: Map<string, Promise<Fragment | null>>;
}

/** `value`, or null when it has not settled within `ms` (it goes on; nothing waits for it). */
export function withinMs<T>(value: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolvePromise) => {
    timer = setTimeout(() => resolvePromise(null), ms);
  });
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}

export function createFragmentSource({
  manifestMaxAgeMs,
  waitMs = FRAGMENT_WAIT_MS,
  fetch: fetchJson = fetch,
  now = Date.now,
  log = (message) => process.stderr.write(`${message}\n`),
}: FragmentSourceOptions): FragmentSource {
  const manifests = new Map<
    string,
    { version: Promise<string | null>; readAt: number; manifest?: unknown }
  >();
  const folders = new Map<string, Folder>();

  async function read(url: string): Promise<unknown> {
    const response = await fetchJson(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }

  /** Forgets what failed, so the next page reads it again. */
  function remembered<T>(value: Promise<T | null>, forget: () => void, what: string): Promise<T | null> {
    return value.catch((error: unknown) => {
      forget();
      log(`server-made screen: ${what}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  }

  function manifestVersion(manifestUrl: string): Promise<string | null> {
    const known = manifests.get(manifestUrl);
    if (known && now() - known.readAt < manifestMaxAgeMs) return known.version;
    const reading = { readAt: now() } as {
      version: Promise<string | null>;
      readAt: number;
      manifest?: unknown;
    };
    reading.version = remembered(
      read(manifestUrl).then((manifest) => {
        const value = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData
          ?.buildInfo?.buildVersion;
        const version = typeof value === 'string' && VERSION.test(value) ? value : null;
        if (version) reading.manifest = manifest;
        return version;
      }),
      () => manifests.delete(manifestUrl),
      manifestUrl,
    );
    manifests.set(manifestUrl, reading);
    return reading.version;
  }

  function folder(base: string, version: string): Folder {
    const key = `${base}\n${version}`;
    const known = folders.get(key);
    if (known) return known;
    const indexUrl = new URL(FRAGMENT_INDEX_FILE, base).href;
    const index = remembered(
      read(indexUrl).then((json) => {
        const parsed = parseFragmentIndex(json);
        // Another build's index (a version folder half replaced, a stale cache): no fragment of it is used.
        return parsed?.buildVersion === version ? parsed : null;
      }),
      () => folders.delete(key),
      indexUrl,
    );
    const made: Folder = { index, fragments: new Map() };
    folders.set(key, made);
    if (folders.size > MAX_FOLDERS) folders.delete(folders.keys().next().value!);
    return made;
  }

  async function lookUp({ manifestUrl, route, brand, audience }: FragmentRequest): Promise<Fragment | null> {
    const version = await manifestVersion(manifestUrl);
    if (!version) return null;
    const base = new URL('.', manifestUrl).href;
    const { index, fragments } = folder(base, version);
    const entry = (await index)?.fragments.find(
      (candidate) =>
        candidate.route === route && candidate.brand === brand && candidate.audience === audience,
    );
    if (!entry) return null;
    let fragment = fragments.get(entry.file);
    if (!fragment) {
      const url = new URL(entry.file, base).href;
      fragment = remembered(
        read(url).then((json) => {
          const parsed = parseFragment(json);
          return parsed?.route === route && parsed.brand === brand && parsed.audience === audience
            ? parsed
            : null;
        }),
        () => fragments.delete(entry.file),
        url,
      );
      fragments.set(entry.file, fragment);
    }
    return fragment;
  }

  return {
    scriptsFor(manifestUrl, expose) {
      const known = manifests.get(manifestUrl);
      return known?.manifest === undefined ? [] : screenScripts(known.manifest, manifestUrl, expose);
    },
    fragmentFor(request) {
      return withinMs(
        lookUp(request).catch(() => null),
        waitMs,
      );
    },
  };
}
