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

// One pattern each, built from strings: a comparator is one word with no space in it, and the
// separators (` || `, ` - `, ` `) are spaces around a word, so nothing is tried twice.
const PART = '(?:0|[1-9]\\d*|[xX*])';
const TAIL = '(?:[-+][\\dA-Za-z.+-]+)?';
const COMPARATOR = `[<>=^~]{0,2}v?${PART}(?:\\.${PART}){0,2}${TAIL}`;
const RANGE = new RegExp(`^${COMPARATOR}(?:(?: \\|\\| | - | )${COMPARATOR})*$`);
const VERSION = /^\d+\.\d+\.\d+(?:[-+][\dA-Za-z.+-]+)?$/;

/** How a refused value is named in the console and on the diagnostics page: its start and its length, or its type. */
export const describeValue = (value: unknown): string =>
  typeof value === 'string'
    ? `${JSON.stringify(value.slice(0, 16))} (${value.length} characters)`
    : `a ${typeof value}`;

export interface BadField {
  /** Where it is: `shared[2].requiredVersion`. */
  field: string;
  /** What it holds, shortened (describeValue). */
  value: string;
}

interface VersionFields {
  metaData?: { pluginVersion?: unknown };
  shared?: readonly { requiredVersion?: unknown; version?: unknown }[];
}

/** The first version field of `manifest` that is not short and plain, or undefined. An absent field is not checked. */
export function badVersionField({ metaData, shared = [] }: VersionFields): BadField | undefined {
  const checks: [string, unknown, RegExp][] = [['metaData.pluginVersion', metaData?.pluginVersion, VERSION]];
  shared.forEach(({ version, requiredVersion }, index) => {
    checks.push([`shared[${index}].version`, version, VERSION]);
    // `false` or empty: any version (the federation's own "no requirement").
    if (requiredVersion !== false && requiredVersion !== '')
      checks.push([`shared[${index}].requiredVersion`, requiredVersion, RANGE]);
  });
  for (const [field, value, plain] of checks)
    if (
      value !== undefined &&
      !(typeof value === 'string' && value.length <= VERSION_FIELD_MAX && plain.test(value))
    )
      return { field, value: describeValue(value) };
  return undefined;
}
