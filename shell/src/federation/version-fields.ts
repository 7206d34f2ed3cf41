/**
 * The version fields of a remote's manifest, checked before anything parses them as versions
 * (issue 41). The federation library's range parser backtracks on long runs of spaces (a
 * `requiredVersion` of 500 spaces held the page for 58 s): a truncated or corrupted manifest
 * must not freeze the page of every borrower, so each field must be a short, plain value first.
 * Short: at most VERSION_FIELD_MAX characters. Plain: a version (`19.3.1`), or a range of
 * comparators (`^0.4.0`, `>=1.2.0 <2.0.0`, `1.x`, `*`) joined by single spaces and ` || `,
 * or a hyphen range (`1.0.0 - 2.0.0`). Checked with anchored patterns that cannot backtrack
 * far, on values already known to be short.
 */

/** The longest a version field may be: real ones are far shorter (`^0.4.0 || ^1.0.0`). */
export const VERSION_FIELD_MAX = 64;

const ID = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const TAIL = `(?:-${ID})?(?:\\+${ID})?`;
const NUMBER = '(?:0|[1-9]\\d*)';
const PART = `(?:${NUMBER}|[xX*])`;
const VERSION = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}${TAIL}$`);
const COMPARATOR = new RegExp(`^(?:[<>]=?|=|\\^|~)?v?${PART}(?:\\.${PART}){0,2}${TAIL}$`);
const BUILD_VERSION = /^[\w.-]+$/;

const short = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= VERSION_FIELD_MAX;

/** A plain range: its alternatives, each a hyphen range or comparators joined by single spaces. */
const plainRange = (range: string) =>
  range.split(' || ').every((set) => {
    const parts = set.split(' ');
    return parts.length === 3 && parts[1] === '-'
      ? COMPARATOR.test(parts[0]!) && COMPARATOR.test(parts[2]!)
      : parts.every((part) => COMPARATOR.test(part));
  });

/** How a refused value is named in the console and on the diagnostics page: its start and its length. */
export function describeValue(value: unknown): string {
  if (typeof value !== 'string') return `not a string (${typeof value})`;
  const start = JSON.stringify(value.slice(0, 16));
  return value.length > 16 ? `${start}… (${value.length} characters)` : start;
}

export interface BadField {
  /** Where it is: `shared[2].requiredVersion`. */
  field: string;
  /** What it holds, shortened (describeValue). */
  value: string;
}

interface VersionFields {
  metaData?: { pluginVersion?: unknown; buildInfo?: { buildVersion?: unknown } };
  shared?: readonly { requiredVersion?: unknown; version?: unknown }[];
}

/** The first version field of `manifest` that is not short and plain, or undefined. An absent field is not checked. */
export function badVersionField(manifest: VersionFields): BadField | undefined {
  const checks: [string, unknown, (value: string) => boolean][] = [
    ['metaData.pluginVersion', manifest.metaData?.pluginVersion, (v) => VERSION.test(v)],
    [
      'metaData.buildInfo.buildVersion',
      manifest.metaData?.buildInfo?.buildVersion,
      (v) => BUILD_VERSION.test(v),
    ],
  ];
  (manifest.shared ?? []).forEach((entry, index) => {
    checks.push([`shared[${index}].version`, entry.version, (v) => VERSION.test(v)]);
    // `false` or empty: any version (the federation's own "no requirement").
    if (entry.requiredVersion !== false && entry.requiredVersion !== '')
      checks.push([`shared[${index}].requiredVersion`, entry.requiredVersion, plainRange]);
  });
  for (const [field, value, plain] of checks)
    if (value !== undefined && !(short(value) && plain(value))) return { field, value: describeValue(value) };
  return undefined;
}
