/**
 * What changed in one entry's surface between the committed report and a new one: names
 * added, names removed, declarations that only gained what remotes built earlier do without,
 * declarations changed in a way that breaks them (declaration-diff.ts reads each pair). Pure; the
 * version rule is in decide.ts.
 */
import { diffDeclaration, REMOTES_READ } from './declaration-diff.ts';
import type { Declaration, ReportSurface } from './report-blocks.ts';

export interface EntryChange {
  entry: string;
  /** An entry no page loads (EXEMPT_ENTRIES): its changes are listed, never move the version. */
  exempt: boolean;
  added: string[];
  removed: string[];
  /** What declarations gained that a remote built earlier does without: `createPageWallet.onRequest`. */
  extended: string[];
  /**
   * What breaks a remote built earlier, each with where and why: a declaration changed (a
   * forgotten, unexported type's included), or gone while still used unexported.
   */
  changed: string[];
}

/** How much a set of changes breaks: additions only, or a removal or a breaking change. */
export type Impact = 'none' | 'addition' | 'breaking';

/**
 * Entries no page loads, and what is under them: `/testing` (jest's helpers) and `/stand-ins`
 * (what the dev API and the test wallets share). shared/CHANGELOG.md lists their changes, but a
 * remote never requires them from the shell, so they never move the version.
 */
export const EXEMPT_ENTRIES = ['./testing', './stand-ins'];

export const isExemptEntry = (entry: string) =>
  EXEMPT_ENTRIES.some((exempt) => entry === exempt || entry.startsWith(`${exempt}/`));

const EMPTY: ReportSurface = { names: [], declarations: new Map() };

const isRemotesRead = (declaration: Declaration) => declaration.tags.includes(REMOTES_READ);

/** How one declaration present before and after changed: into `extended` and `changed`. */
function compareDeclaration(name: string, old: Declaration, current: Declaration, into: EntryChange): void {
  if (isRemotesRead(current) && !isRemotesRead(old))
    into.changed.push(`${name}: newly ${REMOTES_READ} (a remote built earlier may implement it)`);
  if (isRemotesRead(old) && !isRemotesRead(current))
    into.extended.push(`${name}: no longer ${REMOTES_READ} (remotes may now implement it)`);
  if (current.text === old.text) return;
  // An import's binding is not TypeScript to compare member by member: any change breaks.
  if (name.startsWith('import ')) {
    into.changed.push(`${name}: now ${current.text} (was ${old.text})`);
    return;
  }
  const diff = diffDeclaration(name, old.text, current.text, isRemotesRead(old));
  into.extended.push(...diff.additions);
  into.changed.push(...diff.breaks);
}

/** Compares an entry's surface before and after; `undefined` is an entry that does not exist then. */
export function compareEntry(
  entry: string,
  before: ReportSurface | undefined,
  after: ReportSurface | undefined,
): EntryChange {
  const was = before ?? EMPTY;
  const now = after ?? EMPTY;
  const namesNow = new Set(now.names);
  const namesBefore = new Set(was.names);
  const change: EntryChange = {
    entry,
    exempt: isExemptEntry(entry),
    added: now.names.filter((name) => !namesBefore.has(name)),
    removed: was.names.filter((name) => !namesNow.has(name)),
    extended: [],
    changed: [],
  };
  // An entry gone is its names removed; what its declarations looked like no longer matters.
  for (const [name, old] of after ? was.declarations : []) {
    const current = now.declarations.get(name);
    // An exported name that went away (or stopped being exported) is a removal, listed above.
    if (old.exported && !namesNow.has(name)) continue;
    // A forgotten type that went away: what used it changed (seen there too); a break, to be safe.
    if (!current) change.changed.push(`${name}: gone`);
    else compareDeclaration(name, old, current, change);
  }
  change.extended.sort();
  change.changed.sort();
  return change;
}

/** The impact of the changes that count (exempt entries do not). */
export function impactOf(changes: readonly EntryChange[]): Impact {
  const counted = changes.filter((change) => !change.exempt);
  if (counted.some((change) => change.removed.length || change.changed.length)) return 'breaking';
  return counted.some((change) => change.added.length || change.extended.length) ? 'addition' : 'none';
}
