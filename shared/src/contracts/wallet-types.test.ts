import { walletTypes } from '../api/endpoints/wallet/schemas.ts';
import { UNSUPPORTED_WALLET_TYPES, WALLET_TYPE_SUPPORT, walletTypeSupport } from './wallet-types.ts';

describe('the wallet types the product works with', () => {
  it.each([
    ['PROVIDER', 'hosted'],
    ['OLDNET', 'hosted'],
    ['SELF_CUSTODY', 'self-custody'],
    ['INMEMORY', 'self-custody'],
    ['PROVENANCE', 'convert'],
    ['ADNALES', 'unsupported'],
    ['SUBSCRIBE', 'unsupported'],
    ['UNKNOWN', 'unsupported'],
    // A type the service names later, and names that are an object's own properties elsewhere.
    ['SOMETHING_NEW', 'unsupported'],
    ['constructor', 'unsupported'],
    ['toString', 'unsupported'],
    ['self_custody', 'unsupported'],
  ])('%s is %s', (type, support) => {
    expect(walletTypeSupport(type)).toBe(support);
  });

  it('names ADNALES, SUBSCRIBE and UNKNOWN as no longer supported', () => {
    expect(UNSUPPORTED_WALLET_TYPES).toEqual(['ADNALES', 'SUBSCRIBE', 'UNKNOWN']);
  });

  it("classifies every type the account list's contract names, and no other", () => {
    expect(Object.keys(WALLET_TYPE_SUPPORT).sort()).toEqual([...walletTypes].sort());
  });
});
