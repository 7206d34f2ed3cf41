import { initialWalletSession, type WalletSession } from '@lender/shared';
import { embedAccountOf } from './embed-account.ts';

const connected = (over: Partial<WalletSession>): WalletSession => ({
  ...initialWalletSession,
  connected: true,
  address: '0xabc',
  walletInfo: { name: 'Sky Self-Custody' },
  ...over,
});

it.each<[string, WalletSession, ReturnType<typeof embedAccountOf>]>([
  ['no wallet connected', initialWalletSession, null],
  ['connected without an address', connected({ address: null }), null],
  ['an individual account: the wallet', connected({}), { name: 'Sky Self-Custody', address: '0xabc' }],
  ['a wallet without a name', connected({ walletInfo: {} }), { name: 'Wallet', address: '0xabc' }],
  [
    'an organization: its group policy',
    connected({ representedGroupPolicy: { address: '0xgroup', name: 'Acme Holdings' } }),
    { name: 'Acme Holdings', address: '0xgroup' },
  ],
  [
    'an organization without a name: the wallet’s',
    connected({ representedGroupPolicy: { address: '0xgroup' } }),
    { name: 'Sky Self-Custody', address: '0xgroup' },
  ],
])('%s', (_, wallet, account) => expect(embedAccountOf(wallet)).toEqual(account));
