/**
 * What changed in one entry's surface between the committed report and a new one: names
 * added, names removed, declarations changed. Pure; the version rule is in decide.ts.
 */
import type { ReportSurface } from './report-blocks.ts';

export interface EntryChange {
  entry: string;
  /** An entry no page loads (EXEMPT_ENTRIES): its changes are listed, never move the version. */
  exempt: boolean;
  added: string[];
  removed: string[];
  /** Declarations whose text changed, a forgotten (unexported) type's included, or that went away unexported. */
  changed: string[];
}

/** How much a set of changes breaks: additions only, or a removal or change. */
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
  const changed: string[] = [];
  // An entry gone is its names removed; what its declarations looked like no longer matters.
  for (const [name, old] of after ? was.declarations : []) {
    const current = now.declarations.get(name);
    // An exported name that went away (or stopped being exported) is a removal, listed below.
    if (old.exported && !namesNow.has(name)) continue;
    // A forgotten type that went away: what used it changed (seen there too); a change, to be safe.
    if (!current || current.text !== old.text) changed.push(name);
  }
  return {
    entry,
    exempt: isExemptEntry(entry),
    added: now.names.filter((name) => !namesBefore.has(name)),
    removed: was.names.filter((name) => !namesNow.has(name)),
    changed: changed.sort(),
  };
}

/** The impact of the changes that count (exempt entries do not). */
export function impactOf(changes: readonly EntryChange[]): Impact {
  const counted = changes.filter((change) => !change.exempt);
  if (counted.some((change) => change.removed.length || change.changed.length)) return 'breaking';
  return counted.some((change) => change.added.length) ? 'addition' : 'none';
}
