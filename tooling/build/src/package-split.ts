/**
 * Splits built JavaScript by the package its code came from, for the benchmark's
 * "initial JS by package" (e2e/bench/lighthouse.ts). Each byte of a minified file is
 * given to the source its source map names for it (webpack writes the maps in the
 * benchmark's build, `LENDER_SOURCE_MAPS=1`): a deployable's own code (the shell, each
 * remote), `@lender/shared`, the federation runtime (its packages and webpack's
 * federation code), or vendors (anything else under node_modules). Code no source claims (webpack's bootstrap and runtime) belongs
 * to the deployable that built the file. Each package's pieces are then compressed on
 * their own, so the figures are an estimate of each one's share of the transfer; the
 * whole file's compressed size is the exact total.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { buildableApps } from '@lender/serve/apps';

export const SHARED = 'shared';
export const VENDORS = 'vendors';
/** The federation runtime (its packages and webpack's federation code), apart from other vendors. */
export const FEDERATION = 'federation runtime';
const federationSource =
  /[\\/]node_modules[\\/].*@module-federation[+\\/]|webpack\/(container-entry|runtime\/(embed\/federation|federation runtime|sharing|consumes|remotes loading))/;
const appDirs = new Set(buildableApps.map((a) => a.dir));

/**
 * The package a source belongs to. Webpack names sources relative to the building
 * app (`webpack://shell/./src/x.tsx`, `webpack://shell/../remote-login/src/y.tsx`,
 * `webpack://remote_login/../shared/src/z.ts`); `builtBy` is that app's folder.
 */
export function packageOfSource(source: string | null, builtBy: string): string {
  if (source === null) return builtBy;
  if (federationSource.test(source)) return FEDERATION;
  if (/[\\/]node_modules[\\/]/.test(source)) return VENDORS;
  const sibling = /(?:^|\/)\.\.\/([^/]+)\//.exec(source)?.[1];
  if (sibling === 'shared') return SHARED;
  if (sibling && appDirs.has(sibling)) return sibling;
  return builtBy;
}

/** The text of `code`, grouped by the package `packageOf` gives each mapped segment. */
export function splitCode(
  code: string,
  map: SourceMapInput,
  packageOf: (source: string | null) => string,
): Map<string, string> {
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  const add = (pkg: string, text: string) => {
    if (!text) return;
    const texts = pieces.get(pkg);
    if (texts) texts.push(text);
    else pieces.set(pkg, [text]);
  };
  // Segments in generated order: each runs from its column to the next one on its line.
  const segments: Array<{ line: number; column: number; pkg: string }> = [];
  const traced = new TraceMap(map);
  // The tracer resolves sources as URLs (`webpack://shell/../shared/x` becomes
  // `webpack://shell/shared/x`); the package is read from the name webpack wrote.
  const written = new Map(traced.resolvedSources.map((resolved, i) => [resolved, traced.sources[i] ?? null]));
  eachMapping(traced, (m) =>
    segments.push({
      line: m.generatedLine - 1,
      column: m.generatedColumn,
      pkg: packageOf(m.source === null ? null : (written.get(m.source) ?? m.source)),
    }),
  );
  let line = 0;
  let column = 0;
  let pkg = packageOf(null);
  const advanceTo = (toLine: number, toColumn: number) => {
    for (; line < toLine; line++, column = 0) add(pkg, `${lines[line]?.slice(column) ?? ''}\n`);
    add(pkg, lines[line]?.slice(column, toColumn) ?? '');
    column = toColumn;
  };
  for (const segment of segments) {
    advanceTo(segment.line, segment.column);
    pkg = segment.pkg;
  }
  advanceTo(lines.length - 1, Number.POSITIVE_INFINITY);
  return new Map([...pieces].map(([name, texts]) => [name, texts.join('')]));
}

export interface PackageBytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSizes(text: string): PackageBytes {
  const buffer = Buffer.from(text);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function addBytes(totals: Map<string, PackageBytes>, pkg: string, sizes: PackageBytes): void {
  const sum = totals.get(pkg) ?? { raw: 0, gzip: 0, brotli: 0 };
  totals.set(pkg, {
    raw: sum.raw + sizes.raw,
    gzip: sum.gzip + sizes.gzip,
    brotli: sum.brotli + sizes.brotli,
  });
}

/** Adds one built file's pieces to `totals`, by package. */
export function addFileByPackage(
  totals: Map<string, PackageBytes>,
  file: string,
  builtBy: string,
): Map<string, PackageBytes> {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapInput;
  for (const [pkg, text] of splitCode(code, map, (source) => packageOfSource(source, builtBy)))
    addBytes(totals, pkg, compressedSizes(text));
  return totals;
}
