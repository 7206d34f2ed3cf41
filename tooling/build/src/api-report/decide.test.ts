/** @jest-environment node */
import type { EntryChange } from './classify.ts';
import { bumped, bumpFor, decideUpdate, describeChanges } from './decide.ts';

describe('bumpFor and bumped', () => {
  it.each([
    ['0.2.7', 'none', 'none', '0.2.7'],
    ['0.2.7', 'addition', 'patch', '0.2.8'],
    ['0.2.7', 'breaking', 'minor', '0.3.0'],
    ['0.0.3', 'breaking', 'minor', '0.1.0'],
    ['1.4.2', 'addition', 'minor', '1.5.0'],
    ['1.4.2', 'breaking', 'major', '2.0.0'],
  ] as const)('%s with %s: a %s bump, to %s', (version, impact, bump, next) => {
    expect(bumpFor(impact, version)).toBe(bump);
    expect(bumped(version, bump)).toBe(next);
  });

  it.each(['0.3', '1.0.0-beta.1', 'v1.2.3', ''])('refuses the version %p', (version) => {
    expect(() => bumped(version, 'patch')).toThrow(/not a plain x\.y\.z version/);
  });
});

const change = (over: Partial<EntryChange>): EntryChange => ({
  entry: './wallet',
  exempt: false,
  added: [],
  removed: [],
  extended: [],
  changed: [],
  ...over,
});

describe('describeChanges', () => {
  it.each([
    [[change({ removed: ['a'] })], 'a name was removed from ./wallet (a)'],
    [
      [change({ removed: ['a', 'b'], added: ['c'] })],
      'names were removed from ./wallet (a, b); a name was added to ./wallet (c)',
    ],
    [[change({ entry: '.', changed: ['x: removed'] })], 'a breaking change in . (x: removed)'],
    [
      [change({ extended: ['createPageWallet.onRequest', 'SESSION_KEYS.walletSigning'] })],
      'members were added in ./wallet (createPageWallet.onRequest, SESSION_KEYS.walletSigning)',
    ],
    [
      [change({ added: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })],
      'names were added to ./wallet (a, b, c, d, e and 2 more)',
    ],
    [
      [change({ entry: './testing', removed: ['m'], exempt: true })],
      'a name was removed from ./testing (m) (exempt: the version need not move)',
    ],
    [[change({})], 'the report of ./wallet changed, no declaration did'],
  ])('%j: %s', (changes, text) => {
    expect(describeChanges(changes)).toBe(text);
  });
});

const files = { packageJson: 'shared/package.json', changelog: 'shared/CHANGELOG.md' };

describe('decideUpdate', () => {
  const base = {
    files,
    recordedVersion: '0.2.7',
    packageVersion: '0.2.7',
    changelog: '# c\n\n## 0.2.7\n',
    reportsDiffer: true,
  };
  const removed = [change({ removed: ['a'] })];
  const added = [change({ added: ['b'] })];

  it.each([
    ['nothing differs', { reportsDiffer: false, changes: [] }, 'nothing', /No change/],
    [
      'a removal at the same version',
      { changes: removed },
      'refuse',
      "Refused: raise shared/package.json to 0.3.0 and add '## 0.3.0' to shared/CHANGELOG.md (a minor release, breaking: the shell and every remote are rebuilt and deployed together): a name was removed from ./wallet (a).",
    ],
    [
      'a removal with a patch bump',
      { changes: removed, packageVersion: '0.2.8' },
      'refuse',
      "Refused: shared/package.json is 0.2.8, but this change needs exactly 0.3.0 (a minor bump of 0.2.7: a minor release, breaking: the shell and every remote are rebuilt and deployed together); set it to 0.3.0 and add '## 0.3.0' to shared/CHANGELOG.md: a name was removed from ./wallet (a).",
    ],
    [
      'an addition with a minor bump',
      { changes: added, packageVersion: '0.3.0', changelog: '## 0.3.0\n' },
      'refuse',
      /needs exactly 0\.2\.8 \(a patch bump of 0\.2\.7: a patch release, additions only: the shell deploys first, then the remotes that use them, one at a time\)/,
    ],
    [
      'a removal at the right version, no changelog heading',
      { changes: removed, packageVersion: '0.3.0' },
      'refuse',
      "Refused: add '## 0.3.0' to shared/CHANGELOG.md (a minor release, breaking: the shell and every remote are rebuilt and deployed together): a name was removed from ./wallet (a).",
    ],
    [
      'a removal at the right version, with its heading',
      { changes: removed, packageVersion: '0.3.0', changelog: '## 0.3.0\n\n## 0.2.7\n' },
      'write',
      /0\.3\.0/,
    ],
    [
      'an addition at the patch version, with its heading',
      { changes: added, packageVersion: '0.2.8', changelog: '## 0.2.8 (issue 30)\n' },
      'write',
      /0\.2\.8/,
    ],
    [
      'changes in several entries: one per line',
      { changes: [change({ removed: ['a'] }), change({ entry: '.', added: ['b'] })] },
      'refuse',
      "Refused: raise shared/package.json to 0.3.0 and add '## 0.3.0' to shared/CHANGELOG.md (a minor release, breaking: the shell and every remote are rebuilt and deployed together):\n  - a name was removed from ./wallet (a)\n  - a name was added to . (b)",
    ],
    [
      'a heading is a whole version: 0.2.80 is not 0.2.8',
      { changes: added, packageVersion: '0.2.8', changelog: '## 0.2.80\n' },
      'refuse',
      /add '## 0\.2\.8'/,
    ],
    [
      'only the testing entry changed, same version',
      { changes: [change({ entry: './testing', removed: ['m'], exempt: true })] },
      'write',
      /0\.2\.7/,
    ],
    ['only a stray file, same version', { changes: [] }, 'write', 'Recorded at 0.2.7, no bump needed.'],
    ['only the report text changed, same version', { changes: [change({})] }, 'write', /0\.2\.7/],
    [
      'a raised version alone, with its heading',
      { reportsDiffer: false, changes: [], packageVersion: '0.2.8', changelog: '## 0.2.8\n' },
      'write',
      /0\.2\.8/,
    ],
    [
      'a raised version alone, no heading',
      { reportsDiffer: false, changes: [], packageVersion: '0.2.8' },
      'refuse',
      /add '## 0\.2\.8' to shared\/CHANGELOG\.md/,
    ],
    [
      'a lowered version',
      { reportsDiffer: false, changes: [], packageVersion: '0.2.6' },
      'refuse',
      /0\.2\.6 is lower than 0\.2\.7/,
    ],
  ])('%s: %s', (_what, over, action, message) => {
    const decision = decideUpdate({ ...base, ...over });
    expect(decision.action).toBe(action);
    if (typeof message === 'string') expect(decision.message).toBe(message);
    else expect(decision.message).toMatch(message);
  });
});

describe('decideUpdate from 1.0: semver', () => {
  const at = (version: string) => ({
    files,
    recordedVersion: version,
    packageVersion: version,
    changelog: `## ${version}\n`,
    reportsDiffer: true,
  });
  const extended = [change({ extended: ['createPageWallet.onRequest'] })];
  const broken = [
    change({ changed: ['PageWalletOptions.environment: a required member added to what remotes construct'] }),
  ];
  const ADDITION =
    'a minor release, additions only: the shell deploys first, then the remotes that use them, one at a time';
  const BREAKING = 'a major release, breaking: the shell and every remote are rebuilt and deployed together';

  it.each([
    [
      'a member added where remotes only read: a minor, and the order says so',
      { ...at('1.0.0'), changes: extended },
      'refuse',
      `Refused: raise shared/package.json to 1.1.0 and add '## 1.1.0' to shared/CHANGELOG.md (${ADDITION}): a member was added in ./wallet (createPageWallet.onRequest).`,
    ],
    [
      'the same at 1.1.0 with its heading: written',
      { ...at('1.0.0'), changes: extended, packageVersion: '1.1.0', changelog: '## 1.1.0\n' },
      'write',
      `Recorded at 1.1.0 (${ADDITION}): a member was added in ./wallet (createPageWallet.onRequest).`,
    ],
    [
      'a new export at 1.3.2: 1.4.0',
      {
        ...at('1.3.2'),
        changes: [change({ added: ['WalletRequestEvent'] })],
        packageVersion: '1.4.0',
        changelog: '## 1.4.0\n',
      },
      'write',
      /^Recorded at 1\.4\.0 \(a minor release, additions only/,
    ],
    [
      'a break offered as a minor: refused, the major named',
      { ...at('1.3.2'), changes: broken, packageVersion: '1.4.0', changelog: '## 1.4.0\n' },
      'refuse',
      `Refused: shared/package.json is 1.4.0, but this change needs exactly 2.0.0 (a major bump of 1.3.2: ${BREAKING}); set it to 2.0.0 and add '## 2.0.0' to shared/CHANGELOG.md: a breaking change in ./wallet (PageWalletOptions.environment: a required member added to what remotes construct).`,
    ],
    [
      'a fix with no declaration changed: a patch, recorded',
      { ...at('1.3.2'), changes: [], reportsDiffer: false, packageVersion: '1.3.3', changelog: '## 1.3.3\n' },
      'write',
      'Recorded at 1.3.3, the surface unchanged.',
    ],
    [
      '1.0.0 from 0.4.0 with removals: the first major is accepted',
      {
        ...at('0.4.0'),
        changes: [change({ removed: ['selectWallet'] })],
        packageVersion: '1.0.0',
        changelog: '## 1.0.0\n',
      },
      'write',
      `Recorded at 1.0.0, the first major (from 0.4.0): ${BREAKING}: a name was removed from ./wallet (selectWallet).`,
    ],
    [
      '1.0.0 from 0.4.0 with nothing changed: accepted too',
      { ...at('0.4.0'), changes: [], reportsDiffer: false, packageVersion: '1.0.0', changelog: '## 1.0.0\n' },
      'write',
      /^Recorded at 1\.0\.0, the first major/,
    ],
    [
      '1.0.0 without its heading',
      { ...at('0.4.0'), changes: [], packageVersion: '1.0.0', changelog: '## 0.4.0\n' },
      'refuse',
      "Refused: add '## 1.0.0' to shared/CHANGELOG.md: shared/package.json was raised to 1.0.0.",
    ],
    [
      '1.1.0 from 0.4.0: not the first major, refused',
      {
        ...at('0.4.0'),
        changes: [change({ removed: ['a'] })],
        packageVersion: '1.1.0',
        changelog: '## 1.1.0\n',
      },
      'refuse',
      /needs exactly 0\.5\.0/,
    ],
  ])('%s', (_what, input, action, message) => {
    const decision = decideUpdate(input);
    expect(decision.action).toBe(action);
    if (typeof message === 'string') expect(decision.message).toBe(message);
    else expect(decision.message).toMatch(message);
  });
});
