import { accountIdOf, accountsUpdate, PROVENANCE_CHAINS } from './mobile-protocol.ts';

const id = (address: string) => accountIdOf(PROVENANCE_CHAINS.test, address);
const HELD = { address: '0xWallet', representedGroupPolicy: { address: '0xgroup' } };

describe('accountsUpdate: what a WalletConnect session update means for the held connection', () => {
  it.each<[string, string[], typeof HELD | { address: string }, ReturnType<typeof accountsUpdate>]>([
    ['the same account', [id('0xwallet')], HELD, 'same'],
    ['the same account among others, not first', [id('0xother'), id('0xWALLET')], HELD, 'same'],
    ['the group it acts for shown first', [id('0xGroup')], HELD, 'same'],
    ['another account', [id('0xother')], HELD, 'changed'],
    ['another account, with no group held', [id('0xgroup')], { address: '0xwallet' }, 'changed'],
    ['no Provenance account', ['eip155:1:0xwallet'], HELD, 'ignore'],
    ['no account at all', [], HELD, 'ignore'],
  ])('%s: %s', (_, accounts, held, expected) => {
    expect(accountsUpdate(accounts, held)).toBe(expected);
  });
});
