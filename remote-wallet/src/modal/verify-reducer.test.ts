/**
 * The wallet modal's Connect and Verify transitions, one row each: (view, event) →
 * (view, effects). Each block is named after the flow whose modal states it walks; what
 * the connect panel shows inside (the QR code, waiting in the wallet, a failed connect)
 * is the connect flow's table (../connect/connect-flow.test.ts).
 */
import {
  at,
  connected,
  forbidden,
  HUGO,
  load,
  LOADING,
  READY,
  selecting,
  SKY,
  table,
  verify,
} from './modal-reducer.testing.ts';

table('a self-custody wallet not verified: the person picks how, it connects and verifies', [
  [
    'refused (403): Verify, the person picks how',
    selecting(SKY),
    { type: 'selected', answer: forbidden, connectedAddress: null },
    at('Verify', SKY),
    [],
  ],
  [
    '"Mobile wallet" picked: it connects',
    at('Verify', SKY),
    { type: 'pick-kind', kind: 'mobile' },
    at('Verify', SKY),
    [{ type: 'connect', kind: 'mobile' }],
  ],
  [
    'connected: the nonce',
    at('Verify', SKY),
    connected(SKY),
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [verify(SKY)],
  ],
  [
    'signed: attaching',
    at('Verify', SKY, { step: 'GET_NONCE' }),
    { type: 'verify-step', step: 'ATTACH' },
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  [
    'attached: Success, the host is told',
    at('Verify', SKY, { step: 'ATTACH' }),
    { type: 'verified' },
    { section: 'Success' },
    [{ type: 'done' }],
  ],
  [
    'closed mid-pairing (the short link down): the pairing is disconnected',
    at('Verify', SKY),
    { type: 'close', wallet: 'pending' },
    at('Verify', SKY),
    [{ type: 'close', disconnect: true }],
  ],
  [
    "a connect that fails stays at the panel (its error is the connect flow's)",
    at('Verify', SKY),
    { type: 'pick-kind', kind: 'extension' },
    at('Verify', SKY),
    [{ type: 'connect', kind: 'extension' }],
  ],
]);

table('the hosted wallet: verify, a refused signature, closing or going back mid-signature', [
  [
    'refused (403): Verify, connecting at once (one way)',
    selecting(HUGO),
    { type: 'selected', answer: forbidden, connectedAddress: null },
    at('Verify', HUGO),
    [{ type: 'connect', kind: 'hosted' }],
  ],
  [
    'connected, the signature refused: says why, the kind button to try again',
    at('Verify', HUGO, { step: 'GET_NONCE' }),
    { type: 'verify-failed', message: 'The request was declined in your wallet.', tokenRefused: false },
    at('Verify', HUGO, { error: 'The request was declined in your wallet.' }),
    [],
  ],
  [
    'tried again: the error goes, it connects (already connected: at once)',
    at('Verify', HUGO, { error: 'The request was declined in your wallet.' }),
    { type: 'pick-kind', kind: 'hosted' },
    at('Verify', HUGO),
    [{ type: 'connect', kind: 'hosted' }],
  ],
  [
    'closed mid-signature: the wallet is disconnected, then the host goes on',
    at('Verify', HUGO, { step: 'GET_NONCE' }),
    { type: 'close', wallet: 'connected' },
    at('Verify', HUGO, { step: 'GET_NONCE' }),
    [{ type: 'close', disconnect: true }],
  ],
  [
    'back to the list mid-signature: the attempt stops and the wallet is disconnected, as closing does',
    at('Verify', HUGO, { step: 'GET_NONCE' }),
    { type: 'reselect' },
    LOADING,
    [{ type: 'cancel-connect' }, { type: 'disconnect' }, load],
  ],
  [
    'closed while connected and idle: nothing to disconnect',
    at('Connect', HUGO),
    { type: 'close', wallet: 'connected' },
    at('Connect', HUGO),
    [{ type: 'close', disconnect: false }],
  ],
]);

table('a wallet already attached to another identity', [
  [
    'the attach refused: the notice, then the wallet disconnected',
    at('Verify', SKY, { step: 'ATTACH' }),
    { type: 'attached-elsewhere' },
    at('Verify', SKY, { step: 'ATTACH' }),
    [{ type: 'notify-attached-elsewhere' }, { type: 'disconnect', then: { type: 'verification-error' } }],
  ],
  [
    'then Verification_Error',
    at('Verify', SKY, { step: 'ATTACH' }),
    { type: 'verification-error' },
    { section: 'Verification_Error' },
    [],
  ],
  [
    '"Choose an Account": back to the list',
    { section: 'Verification_Error' },
    { type: 'reselect' },
    LOADING,
    [{ type: 'cancel-connect' }, load],
  ],
]);

table('answers the view no longer waits for change nothing', [
  ['a verify outcome on Select', READY, { type: 'verified' }, READY, []],
  [
    'a connection while a verify step runs',
    at('Verify', SKY, { step: 'ATTACH' }),
    connected(SKY),
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  [
    'a select answer on Connect',
    at('Connect', null),
    { type: 'selected', answer: { ok: true }, connectedAddress: null },
    at('Connect', null),
    [],
  ],
  [
    'a kind picked while verifying',
    at('Verify', SKY, { step: 'GET_NONCE' }),
    { type: 'pick-kind', kind: 'mobile' },
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [],
  ],
]);
