import { walletTypes } from '../api/endpoints/wallet/schemas.ts';
import {
  isUsableWalletType,
  UNSUPPORTED_WALLET_TYPES,
  WALLET_TYPE_SUPPORT,
  walletTypeSupport,
} from './wallet-types.ts';

describe('the wallet types the product works with', () => {
  it.each([
    ['PROVIDER', 'hosted', true],
    ['OLDNET', 'hosted', true],
    ['SELF_CUSTODY', 'self-custody', true],
    ['INMEMORY', 'self-custody', true],
    ['PROVENANCE', 'convert', false],
    ['ADNALES', 'unsupported', false],
    ['SUBSCRIBE', 'unsupported', false],
    ['UNKNOWN', 'unsupported', false],
    // A type the service names later, and names that are an object's own properties elsewhere.
    ['SOMETHING_NEW', 'unsupported', false],
    ['constructor', 'unsupported', false],
    ['toString', 'unsupported', false],
    ['self_custody', 'unsupported', false],
  ])('%s is %s; usable: %s', (type, support, usable) => {
    expect(walletTypeSupport(type)).toBe(support);
    expect(isUsableWalletType(type)).toBe(usable);
  });

  it('names ADNALES, SUBSCRIBE and UNKNOWN as no longer supported', () => {
    expect(UNSUPPORTED_WALLET_TYPES).toEqual(['ADNALES', 'SUBSCRIBE', 'UNKNOWN']);
  });

  it("classifies every type the account list's contract names, and no other", () => {
    expect(Object.keys(WALLET_TYPE_SUPPORT).sort()).toEqual([...walletTypes].sort());
  });
});
