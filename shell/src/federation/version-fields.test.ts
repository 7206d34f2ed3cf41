/** @jest-environment node */
import { badVersionField, describeValue, VERSION_FIELD_MAX } from './version-fields.ts';

const withRequired = (requiredVersion: unknown) => ({
  metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '3f2a9c1b0d4e' } },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@lender/shared', requiredVersion },
  ],
});

describe('badVersionField', () => {
  it.each([
    '^0.4.0',
    '~0.4.0',
    '0.4.0',
    '=0.4.0',
    '>=0.4.0 <1.0.0',
    '^0.1.0 || ^0.2.0',
    '1.x',
    '1.2.*',
    '*',
    'v1.2.3',
    '1.0.0 - 2.0.0',
    '^1.0.0-beta.2+build.7',
    '^1.0.0 || >=2.0.0 <3.0.0 || 4.x',
    // At the length limit.
    `^1.0.0-${'a'.repeat(VERSION_FIELD_MAX - 7)}`,
  ])('takes the plain range %j', (range) => {
    expect(badVersionField(withRequired(range))).toBeUndefined();
  });

  it.each([
    ['requiredVersion false (any version)', false],
    ['an empty requiredVersion (none)', ''],
    ['no requiredVersion', undefined],
  ])('takes %s', (_what, range) => {
    expect(badVersionField(withRequired(range))).toBeUndefined();
  });

  // The hostile and the corrupted: each refused by the pattern or the length, before any parser.
  it.each<[string, unknown, string]>([
    ['500 spaces', ' '.repeat(500), `"                " (500 characters)`],
    ['300 spaces', ' '.repeat(300), `"                " (300 characters)`],
    ['a range padded with spaces', '  ^0.4.0  ', '"  ^0.4.0  " (10 characters)'],
    ['two spaces between comparators', '>=0.4.0  <1.0.0', '">=0.4.0  <1.0.0" (15 characters)'],
    ['two spaces around an alternative', '1.0.0 ||  2.0.0', '"1.0.0 ||  2.0.0" (15 characters)'],
    ['a tab', '^0.4.0\t', '"^0.4.0\\t" (7 characters)'],
    [
      'a long run of alternatives',
      Array(40).fill('^1.0.0').join(' || '),
      `"^1.0.0 || ^1.0.0" (${40 * 10 - 4} characters)`,
    ],
    [
      'one character over the length limit',
      `^1.0.0-${'a'.repeat(VERSION_FIELD_MAX - 6)}`,
      `"^1.0.0-aaaaaaaaa" (${VERSION_FIELD_MAX + 1} characters)`,
    ],
    ['a word', 'latest', '"latest" (6 characters)'],
    ['a half-written range', '^0.4.', '"^0.4." (5 characters)'],
    ['a leading zero', '^01.0.0', '"^01.0.0" (7 characters)'],
    ['a dangling hyphen', '1.0.0 -', '"1.0.0 -" (7 characters)'],
    ['an empty alternative', '^1.0.0 || ', '"^1.0.0 || " (10 characters)'],
    ['a number', 4, 'a number'],
    ['an object', { raw: '^1.0.0' }, 'a object'],
  ])('refuses %s as the requiredVersion', (_what, range, value) => {
    expect(badVersionField(withRequired(range))).toEqual({ field: 'shared[1].requiredVersion', value });
  });

  it.each([
    ['metaData.pluginVersion', { metaData: { pluginVersion: ` 2.9.2${' '.repeat(400)}` } }],
    ['shared[0].version', { shared: [{ name: 'react', version: '^19.3.1' }] }],
    ['shared[0].version', { shared: [{ name: 'react', version: '1'.repeat(65) + '.0.0' }] }],
  ])('refuses a bad %s', (field, manifest) => {
    expect(badVersionField(manifest)).toMatchObject({ field });
  });

  it('checks nothing that is absent', () => {
    expect(badVersionField({})).toBeUndefined();
    expect(badVersionField({ metaData: {}, shared: [] })).toBeUndefined();
  });
});

describe('describeValue', () => {
  it('shows the start of a string, quoted, and its length; the type of anything else', () => {
    expect(describeValue('^0.4.0')).toBe('"^0.4.0" (6 characters)');
    expect(describeValue('x'.repeat(20))).toBe(`"${'x'.repeat(16)}" (20 characters)`);
    expect(describeValue(null)).toBe('a object');
  });
});
