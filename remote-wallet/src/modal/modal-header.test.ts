/** The modal's title and way back for what it shows: the literal texts (spec section 2 and ours). */
import type { ConnectStatus } from '../connect/connect-flow.ts';
import { backLabelOf, shownConnect, titleOf } from './modal-header.ts';
import { at, HUGO, READY, SKY } from './modal-reducer.testing.ts';
import type { ModalView } from './modal-view.ts';

const choose: ConnectStatus = { step: 'choose' };
const waiting = (kind: 'mobile' | 'extension' | 'hosted'): ConnectStatus => ({
  step: 'connecting',
  kind,
  pairingUri: null,
});
const TOKEN = { address: SKY.address, groupAddress: null };

it.each<[string, ModalView, ConnectStatus, string, string | null]>([
  ['Select', READY, choose, 'Choose an Account', null],
  ['Connect, choosing', at('Connect', null), choose, 'Connect Your Wallet', 'Select Another Wallet'],
  [
    'Connect, the mobile view',
    at('Connect', SKY),
    waiting('mobile'),
    'Scan the QR Code',
    'Select A Different Wallet',
  ],
  [
    'Connect, waiting in the extension',
    at('Connect', SKY),
    waiting('extension'),
    'Connect with the Chrome Extension',
    'Select Another Wallet',
  ],
  [
    'Connect, waiting in the hosted wallet',
    at('Connect', HUGO),
    waiting('hosted'),
    'Connect Your Wallet',
    'Select Another Wallet',
  ],
  [
    'Verify, the mobile view',
    at('Verify', SKY),
    waiting('mobile'),
    'Connect your Wallet',
    'Select A Different Wallet',
  ],
  ['Verify, choosing', at('Verify', SKY), choose, 'Connect your Wallet', 'Select Another Wallet'],
  [
    'token mode: no way back',
    at('Connect', SKY, { fromToken: TOKEN }),
    waiting('mobile'),
    'Scan the QR Code',
    null,
  ],
  [
    'Provenance',
    { section: 'Provenance', wallet: SKY, status: 'ready' },
    choose,
    'Convert your Provenance Wallet',
    null,
  ],
  [
    'Unsupported',
    { section: 'Unsupported', wallet: SKY },
    choose,
    'Wallet type is no longer supported',
    null,
  ],
  ['Success', { section: 'Success' }, choose, 'Wallet connected', null],
  ['Verification_Error', { section: 'Verification_Error' }, choose, 'Choose another wallet', null],
])('%s', (_, view, status, title, back) => {
  const shown = shownConnect(view, status);
  expect(titleOf(view, shown)).toBe(title);
  expect(backLabelOf(view, shown)).toBe(back);
});

describe('what the connect panel shows', () => {
  it.each<[string, ModalView, ConnectStatus, ConnectStatus]>([
    ['at the panel: the connect flow’s status', at('Verify', SKY), waiting('mobile'), waiting('mobile')],
    [
      'the modal’s own error (a failed verify) in its place',
      at('Verify', SKY, { error: 'Nope' }),
      waiting('mobile'),
      { step: 'choose', error: 'Nope' },
    ],
    [
      'a verify step under way: not waiting to connect',
      at('Verify', SKY, { step: 'GET_NONCE' }),
      waiting('mobile'),
      choose,
    ],
    ['finding the named wallet', at('Connect', null, { step: 'finding' }), waiting('mobile'), choose],
  ])('%s', (_, view, status, shown) => {
    expect(shownConnect(view, status)).toEqual(shown);
  });
});
