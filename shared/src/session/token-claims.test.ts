import { describeToken } from './token-claims.ts';

const token = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('describeToken', () => {
  it.each([
    ['an email claim', token({ sub: 'u-1', email: 'pat@example.com' }), 'pat@example.com'],
    ['only a subject', token({ sub: 'u-1' }), 'u-1'],
    ['no subject at all', token({}), null],
    ['a malformed token', 'not-a-token', null],
    ['no token', null, null],
  ])('names the holder of %s', (_, jwt, label) => {
    expect(describeToken(jwt).label).toBe(label);
  });

  it('reads the expiry', () => {
    expect(describeToken(token({ sub: 'u', exp: 1_700_000_000 })).expiresAt).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(describeToken(token({ sub: 'u' })).expiresAt).toBeNull();
  });

  it('names the account the token acts as: the organization’s, else the wallet’s', () => {
    expect(describeToken(token({ sub: 'u', addr: 'tp1own' })).account).toBe('tp1own');
    expect(describeToken(token({ sub: 'u', addr: 'tp1own', grp: 'tp1org' })).account).toBe('tp1org');
    expect(describeToken(token({ sub: 'u' })).account).toBeNull();
    expect(describeToken('not-a-token').account).toBeNull();
  });
});
