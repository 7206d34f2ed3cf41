/** Which wallet must connect, and the way back to the modal from another page: modal-rules.ts's, table-tested. */
import { backToSelect, connectRequestOf, createWalletPath } from './modal-rules.ts';
import { at, HUGO, READY, SKY } from './modal-reducer.testing.ts';
import type { ModalView } from './modal-view.ts';

const TOMAS = { address: '0xae72', groupAddress: null };

it.each<[string, ModalView, { kinds: readonly string[]; required: string | null } | null]>([
  [
    'the wallet chosen in Select',
    at('Verify', SKY),
    { kinds: ['mobile', 'extension'], required: SKY.address },
  ],
  [
    'the chosen wallet over the one a token names',
    at('Connect', HUGO, { fromToken: TOMAS }),
    {
      kinds: ['hosted'],
      required: HUGO.address,
    },
  ],
  [
    'token mode, the wallet not listed: the one it names',
    at('Connect', null, { fromToken: TOMAS }),
    {
      kinds: ['mobile', 'extension', 'hosted'],
      required: '0xae72',
    },
  ],
  [
    '"Connect a Wallet": any wallet',
    at('Connect', null),
    { kinds: ['mobile', 'extension', 'hosted'], required: null },
  ],
  ['outside Connect and Verify: nothing to connect', READY, null],
])('which wallet must connect: %s', (_, view, request) => {
  expect(connectRequestOf(view)).toEqual(request);
});

it.each([
  [
    'where the modal was headed',
    '/dashboard',
    'http://localhost/start',
    'http://localhost/dashboard?walletModal=Select',
  ],
  [
    'its own query kept',
    '/dashboard?tab=loans',
    'http://localhost/start',
    'http://localhost/dashboard?tab=loans&walletModal=Select',
  ],
  [
    'no target: the page it is on',
    null,
    'http://localhost/auth/wallet?x=1',
    'http://localhost/auth/wallet?x=1&walletModal=Select',
  ],
])('back to Select: %s', (_, returnTo, here, back) => {
  expect(backToSelect(returnTo, here)).toBe(back);
});

it('an empty list: Create Wallet, whose redirect comes back to the modal on Select (a path)', () => {
  expect(createWalletPath('/dashboard', 'http://localhost/start')).toBe(
    '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard%3FwalletModal%3DSelect',
  );
});
