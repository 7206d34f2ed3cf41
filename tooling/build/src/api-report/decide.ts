/**
 * The version rule of `npm run api:update`, pure. The remotes require `^<version>` of the
 * shared package, which npm reads below 1.0 as "same minor": there an addition is a patch and
 * a breaking change a minor; from 1.0 an addition is a minor and a breaking change a major
 * (what is which: classify.ts, declaration-diff.ts). The command writes a changed surface only at
 * exactly the version the change needs, with a `## <version>` heading in the changelog; 1.0.0 is
 * accepted from any 0.x, whatever changed (docs/shared-contract.md).
 */
import { type EntryChange, type Impact, impactOf } from './classify.ts';

export type Bump = 'none' | 'patch' | 'minor' | 'major';

/** How many names a message lists before "and N more". */
const NAMES_SHOWN = 5;

export const EXEMPT_NOTE = '(exempt: the version need not move)';
export const NOTHING_CHANGED =
  'No change to the public surface, and the version is the recorded one: nothing written.';

function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain x.y.z version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

export function bumpFor(impact: Impact, version: string): Bump {
  if (impact === 'none') return 'none';
  const below1 = parseVersion(version)[0] === 0;
  if (impact === 'addition') return below1 ? 'patch' : 'minor';
  return below1 ? 'minor' : 'major';
}

/** What a release of this kind asks of the teams: the order docs/deploy.md gives. */
export function releaseKind(impact: Impact, bump: Bump): string {
  if (impact === 'breaking')
    return `a ${bump} release, breaking: the shell and every remote are rebuilt and deployed together`;
  if (impact === 'addition')
    return `a ${bump} release, additions only: the shell deploys first, then the remotes that use them, one at a time`;
  return 'no release of the contract: nothing a remote uses changed';
}

export function bumped(version: string, bump: Bump): string {
  const [major, minor, patch] = parseVersion(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}

const listed = (names: readonly string[]) =>
  names.length > NAMES_SHOWN
    ? `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`
    : names.join(', ');

function phrase(names: readonly string[], one: string, many: string, entry: string): string[] {
  return names.length ? [`${names.length === 1 ? one : many} ${entry} (${listed(names)})`] : [];
}

/** One sentence for the changes: what went where, for a refusal or a check's message. */
export function describeChanges(changes: readonly EntryChange[]): string {
  return changes
    .map((change) => {
      const { entry } = change;
      const parts = [
        ...phrase(change.removed, 'a name was removed from', 'names were removed from', entry),
        ...phrase(change.changed, 'a breaking change in', 'breaking changes in', entry),
        ...phrase(change.added, 'a name was added to', 'names were added to', entry),
        ...phrase(change.extended, 'a member was added in', 'members were added in', entry),
      ];
      const text = parts.length ? parts.join('; ') : `the report of ${entry} changed, no declaration did`;
      return change.exempt ? `${text} ${EXEMPT_NOTE}` : text;
    })
    .join('; ');
}

/** `: <the changes>.` after a decision: inline for one entry, a line each for several. */
function because(changes: readonly EntryChange[]): string {
  if (changes.length === 0) return '.';
  if (changes.length === 1) return `: ${describeChanges(changes)}.`;
  return `:${changes.map((change) => `\n  - ${describeChanges([change])}`).join('')}`;
}

export interface UpdateInput {
  changes: readonly EntryChange[];
  /** Any report file (or the list of entries) differs from the committed one. */
  reportsDiffer: boolean;
  /** The version `surface.json` was written at. */
  recordedVersion: string;
  packageVersion: string;
  changelog: string;
  /** How the messages name the two files (`shared/package.json`, `shared/CHANGELOG.md`). */
  files: { packageJson: string; changelog: string };
}

export type UpdateDecision =
  | { action: 'nothing'; message: string }
  | { action: 'refuse'; message: string }
  | { action: 'write'; message: string; version: string };

/** Accepted from any 0.x whatever changed: `npm run api:update` records it. */
export const FIRST_MAJOR = '1.0.0';

const hasHeading = (changelog: string, version: string) =>
  new RegExp(`^## ${version.replaceAll('.', '\\.')}(\\s|$)`, 'm').test(changelog);

/** Whether `npm run api:update` may write, and at which version; or why not, and what to do. */
export function decideUpdate(input: UpdateInput): UpdateDecision {
  const { changes, recordedVersion, packageVersion, changelog, files } = input;
  const impact = impactOf(changes);
  const bump = bumpFor(impact, recordedVersion);
  const required = bumped(recordedVersion, bump);
  const addHeading = `add '## ${required}' to ${files.changelog}`;
  const reason = because(changes);
  const kind = releaseKind(impact, bump);

  // The first major: semver's meaning starts there, and whatever it changes, every remote is
  // rebuilt against it (the removals of 0.x land in it).
  if (parseVersion(recordedVersion)[0] === 0 && packageVersion === FIRST_MAJOR) {
    if (!hasHeading(changelog, FIRST_MAJOR))
      return {
        action: 'refuse',
        message: `Refused: add '## ${FIRST_MAJOR}' to ${files.changelog}: ${files.packageJson} was raised to ${FIRST_MAJOR}${reason}`,
      };
    return {
      action: 'write',
      version: FIRST_MAJOR,
      message: `Recorded at ${FIRST_MAJOR}, the first major (from ${recordedVersion}): a major release, breaking: the shell and every remote are rebuilt and deployed together${reason}`,
    };
  }

  if (bump === 'none') {
    const order = compareVersions(packageVersion, recordedVersion);
    if (order < 0)
      return {
        action: 'refuse',
        message: `Refused: ${files.packageJson}'s ${packageVersion} is lower than ${recordedVersion}, the version the surface was recorded at.`,
      };
    if (order === 0 && !input.reportsDiffer) return { action: 'nothing', message: NOTHING_CHANGED };
    if (order === 0)
      return {
        action: 'write',
        version: packageVersion,
        message: `Recorded at ${packageVersion}, no bump needed${reason}`,
      };
    if (!hasHeading(changelog, packageVersion))
      return {
        action: 'refuse',
        message: `Refused: add '## ${packageVersion}' to ${files.changelog}: ${files.packageJson} was raised to ${packageVersion}.`,
      };
    const what = changes.length ? reason : ', the surface unchanged.';
    return { action: 'write', version: packageVersion, message: `Recorded at ${packageVersion}${what}` };
  }

  if (packageVersion !== required && packageVersion !== recordedVersion) {
    const heading = hasHeading(changelog, required) ? '' : ` and ${addHeading}`;
    return {
      action: 'refuse',
      message: `Refused: ${files.packageJson} is ${packageVersion}, but this change needs exactly ${required} (a ${bump} bump of ${recordedVersion}: ${kind}); set it to ${required}${heading}${reason}`,
    };
  }
  const steps = [
    ...(packageVersion === required ? [] : [`raise ${files.packageJson} to ${required}`]),
    ...(hasHeading(changelog, required) ? [] : [addHeading]),
  ];
  if (steps.length)
    return { action: 'refuse', message: `Refused: ${steps.join(' and ')} (${kind})${reason}` };
  return {
    action: 'write',
    version: required,
    message: `Recorded at ${required} (${kind})${reason}`,
  };
}
