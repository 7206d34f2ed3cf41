import { isOwnerWallet, OWNER_LABEL, sameAddress, walletRoleLabel } from './wallet-owner.ts';

const account = { name: 'Family trust', address: '0xAbCdEf0123456789abcdef0123456789ABCDEF01' };

describe('owner wallet', () => {
  it.each([
    ['the same address', account.address, true, 'Owner'],
    ['the address in lower case', account.address.toLowerCase(), true, 'Owner'],
    ['the address in upper case', account.address.toUpperCase(), true, 'Owner'],
    ['another address', '0x0000000000000000000000000000000000000001', false, 'Signing as Pat'],
    ['an empty address', '', false, 'Signing as Pat'],
  ])('a wallet with %s: owner %s, labelled %j', (_, address, owner, label) => {
    const wallet = { name: 'Pat', address };
    expect(isOwnerWallet(wallet, account)).toBe(owner);
    expect(walletRoleLabel(wallet, account)).toBe(label);
  });

  it.each([
    ['', '', false],
    [null, 'pb1abc', false],
    ['pb1abc', undefined, false],
    [' PB1ABC ', 'pb1abc', true],
  ])('sameAddress(%j, %j) is %s', (a, b, expected) => {
    expect(sameAddress(a, b)).toBe(expected);
  });

  it('labels the owner "Owner"', () => {
    expect(OWNER_LABEL).toBe('Owner');
  });
});
