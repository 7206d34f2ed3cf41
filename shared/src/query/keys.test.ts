import { askerOf, queryKeys, type Asker } from './keys.ts';

const token = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

const pat: Asker = { sub: 'u-pat', addr: 'tp1pat', grp: null };
const patForOrg: Asker = { sub: 'u-pat', addr: 'tp1pat', grp: 'tp1org' };
const sam: Asker = { sub: 'u-sam', addr: 'tp1sam', grp: null };

describe('askerOf: who a read is for, from the session token', () => {
  it.each([
    ['a person acting as their own account', token({ sub: 'u-pat', addr: 'tp1pat' }), pat],
    [
      'the same person acting for an organization',
      token({ sub: 'u-pat', addr: 'tp1pat', grp: 'tp1org' }),
      patForOrg,
    ],
    ['a token naming no account', token({ sub: 'u-pat' }), { sub: 'u-pat', addr: null, grp: null }],
    [
      'claims that are not strings',
      token({ sub: 7, addr: '', grp: ['x'] }),
      { sub: null, addr: null, grp: null },
    ],
    ['an opaque token', 'opaque-token', { sub: null, addr: null, grp: null }],
    ['no token', null, null],
  ])('%s', (_, jwt, asker) => {
    expect(askerOf(jwt)).toEqual(asker);
  });
});

describe('the query keys', () => {
  type Factory = (asker: Asker) => readonly unknown[];
  const asked: [string, Factory][] = [
    ['accounts', (a) => queryKeys.accounts(a)],
    ['identity', (a) => queryKeys.identity(a, 'borrower')],
    ['passport', (a) => queryKeys.passport(a, false)],
    ['creator passport', (a) => queryKeys.passport(a, true)],
    ['passport statuses', (a) => queryKeys.passportStatuses(a, false)],
    ['creator passport statuses', (a) => queryKeys.passportStatuses(a, true)],
  ];

  it.each(asked)('%s: under "asked", naming the asker', (_, key) => {
    expect(key(pat)[0]).toBe('asked');
    expect(key(pat)[1]).toEqual(pat);
  });

  it.each(asked)('%s: another person, or another account of the same person, is another entry', (_, key) => {
    const hash = (asker: Asker) => JSON.stringify(key(asker));
    expect(hash(sam)).not.toBe(hash(pat));
    expect(hash(patForOrg)).not.toBe(hash(pat));
  });

  it.each(asked.slice(1))('%s: beneath the acting account, which a selection forgets', (_, key) => {
    expect(key(pat).slice(0, 3)).toEqual(queryKeys.acting(pat));
  });

  it('the accounts list is not beneath the acting account: a selection keeps it', () => {
    expect(queryKeys.accounts(pat).slice(0, 3)).not.toEqual(queryKeys.acting(pat));
  });

  it('no two reads share a key', () => {
    const keys = asked.map(([, key]) => JSON.stringify(key(pat)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(JSON.stringify(queryKeys.identity(pat, 'investor'))).not.toBe(
      JSON.stringify(queryKeys.identity(pat, 'borrower')),
    );
  });

  it('the banners are public, one entry per variant', () => {
    expect(queryKeys.banners('production')).toEqual(['public', 'banners', 'production']);
    expect(queryKeys.banners('test')).not.toEqual(queryKeys.banners('production'));
  });
});
