/**
 * The signing step the borrower controls (issue 32, item 1), one row each: a verify step
 * waiting for the wallet's signature, its time-out, Cancel, Request again and the reload
 * (./signing-reducer.ts, routed from ./modal-reducer.ts).
 */
import type { ModalView, SigningWait } from './modal-view.ts';
import { at, HUGO, LOADING, NOW, prefetch, READY, SKY, table } from './modal-reducer.testing.ts';
import { SIGNING_WAIT_MS } from './signing-countdown.ts';

const UNTIL = NOW + SIGNING_WAIT_MS;
const nonce = (wait?: SigningWait): ModalView =>
  at('Verify', SKY, { step: 'GET_NONCE', ...(wait && { wait }) });
const token = (wait?: SigningWait): ModalView =>
  at('Verify', SKY, { step: 'RENEW_TOKEN', ...(wait && { wait }) });
const waiting = (requestId = 'r1', until = UNTIL): SigningWait => ({
  state: 'waiting',
  requestId,
  kind: 'mobile',
  until,
});
const timedOut: SigningWait = { state: 'timed-out', requestId: 'r1', kind: 'mobile' };
const interrupted: SigningWait = { state: 'interrupted', requestId: 'r0', kind: 'mobile' };
const withdrawing = (next: 'verify' | 'connect', requestId = 'r1'): SigningWait => ({
  state: 'withdrawing',
  requestId,
  kind: 'mobile',
  next,
});
const asked = (requestId = 'r1', now = NOW) =>
  ({ type: 'wallet-waiting', requestId, kind: 'mobile', now }) as const;
const panel = at('Verify', SKY);
const withdrawn = { type: 'withdrawn' } as const;

table('the wallet asked for a signature: the wait and its limit', [
  [
    'the nonce: 120 s from now',
    nonce(),
    asked(),
    nonce(waiting()),
    [{ type: 'time-wait', requestId: 'r1', until: UNTIL }],
  ],
  [
    'a new token: the same',
    token(),
    asked(),
    token(waiting()),
    [{ type: 'time-wait', requestId: 'r1', until: UNTIL }],
  ],
  [
    'another request in the same step: its own 120 s',
    nonce(waiting('r1')),
    asked('r2', NOW + 5000),
    nonce(waiting('r2', UNTIL + 5000)),
    [{ type: 'time-wait', requestId: 'r2', until: UNTIL + 5000 }],
  ],
  [
    'the time runs out: timed out, the request withdrawn',
    nonce(waiting()),
    { type: 'wait-ran-out', requestId: 'r1' },
    nonce(timedOut),
    [{ type: 'withdraw', requestId: 'r1' }],
  ],
  [
    "a stale timer (an earlier request's) changes nothing",
    nonce(waiting('r2')),
    { type: 'wait-ran-out', requestId: 'r1' },
    nonce(waiting('r2')),
    [],
  ],
  [
    'signed: attaching, the wait is over',
    nonce(waiting()),
    { type: 'verify-step', step: 'ATTACH' },
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  [
    'the new token signed: the nonce, the wait is over',
    token(waiting()),
    { type: 'verify-step', step: 'GET_NONCE' },
    nonce(),
    [],
  ],
  [
    'refused in the wallet while waiting: the error at the panel, no wait',
    nonce(waiting()),
    { type: 'verify-failed', message: 'The request was declined in your wallet.', tokenRefused: false },
    at('Verify', SKY, { error: 'The request was declined in your wallet.' }),
    [],
  ],
  [
    'timed out: a late failure changes nothing (our own withdrawal)',
    nonce(timedOut),
    { type: 'verify-failed', message: 'x', tokenRefused: false },
    nonce(timedOut),
    [],
  ],
  [
    'closed while waiting: disconnected, as before',
    nonce(waiting()),
    { type: 'close', wallet: 'connected' },
    nonce(waiting()),
    [{ type: 'close', disconnect: true }],
  ],
]);

table('"Cancel": withdrawn, back to the Connect panel, still connected', [
  [
    'while waiting',
    nonce(waiting()),
    { type: 'cancel-request' },
    panel,
    [{ type: 'withdraw', requestId: 'r1' }, { type: 'cancel-connect' }],
  ],
  [
    'timed out (withdrawn already)',
    nonce(timedOut),
    { type: 'cancel-request' },
    panel,
    [{ type: 'cancel-connect' }],
  ],
  [
    'interrupted by a reload',
    nonce(interrupted),
    { type: 'cancel-request' },
    panel,
    [{ type: 'withdraw', requestId: 'r0' }, { type: 'cancel-connect' }],
  ],
  [
    'while withdrawing (that withdrawal goes on)',
    nonce(withdrawing('verify')),
    { type: 'cancel-request' },
    panel,
    [{ type: 'cancel-connect' }],
  ],
]);

table('"Request again": the waiting request withdrawn, then sent anew', [
  [
    'while waiting: withdrawn first',
    nonce(waiting()),
    { type: 'request-again' },
    nonce(withdrawing('verify')),
    [{ type: 'withdraw', requestId: 'r1', then: withdrawn }],
  ],
  [
    'the withdrawal settled: the verify again',
    nonce(withdrawing('verify')),
    withdrawn,
    nonce(),
    [{ type: 'verify', address: null, renew: false }],
  ],
  [
    'timed out (withdrawn already): the nonce again',
    nonce(timedOut),
    { type: 'request-again' },
    nonce(),
    [{ type: 'verify', address: null, renew: false }],
  ],
  [
    'timed out at the new token: a new token again',
    token(timedOut),
    { type: 'request-again' },
    token(),
    [{ type: 'verify', address: null, renew: true }],
  ],
  [
    'pressed twice: the first withdrawal goes on',
    nonce(withdrawing('verify')),
    { type: 'request-again' },
    nonce(withdrawing('verify')),
    [],
  ],
]);

table('a reload mid-signature: back at the step, interrupted, nothing sent without the person', [
  [
    'opened with the marker',
    LOADING,
    {
      type: 'open',
      start: {
        start: 'interrupted',
        marker: {
          wallet: SKY,
          kinds: ['mobile', 'extension'],
          fromToken: null,
          step: 'GET_NONCE',
          kind: 'mobile',
          requestId: 'r0',
        },
      },
    },
    nonce(interrupted),
    [prefetch],
  ],
  [
    '"Request again": the old request withdrawn, then the connection',
    nonce(interrupted),
    { type: 'request-again' },
    nonce(withdrawing('connect', 'r0')),
    [{ type: 'withdraw', requestId: 'r0', then: withdrawn }],
  ],
  [
    'withdrawn: the panel connects that kind (connected: the verify)',
    nonce(withdrawing('connect', 'r0')),
    withdrawn,
    panel,
    [{ type: 'connect', kind: 'mobile' }],
  ],
  [
    'kind unknown, one way (hosted): it connects at once',
    at('Verify', HUGO, { step: 'GET_NONCE', wait: { ...withdrawing('connect'), kind: null } }),
    withdrawn,
    at('Verify', HUGO),
    [{ type: 'connect', kind: 'hosted' }],
  ],
  [
    'kind unknown, several ways: the person picks',
    nonce({ ...withdrawing('connect'), kind: null }),
    withdrawn,
    panel,
    [],
  ],
  [
    'its timer never ran: a stray time-out changes nothing',
    nonce(interrupted),
    { type: 'wait-ran-out', requestId: 'r0' },
    nonce(interrupted),
    [],
  ],
]);

table('signing events while nothing waits change nothing', [
  ['a time-out on Select', READY, { type: 'wait-ran-out', requestId: 'r1' }, READY, []],
  ['a withdrawal on Select', READY, withdrawn, READY, []],
  ['Cancel on Select', READY, { type: 'cancel-request' }, READY, []],
  ['Request again on Select', READY, { type: 'request-again' }, READY, []],
  [
    'a request while attaching',
    at('Verify', SKY, { step: 'ATTACH' }),
    asked(),
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  [
    'Cancel while attaching',
    at('Verify', SKY, { step: 'ATTACH' }),
    { type: 'cancel-request' },
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  [
    'Request again while attaching',
    at('Verify', SKY, { step: 'ATTACH' }),
    { type: 'request-again' },
    at('Verify', SKY, { step: 'ATTACH' }),
    [],
  ],
  ['Cancel before the wallet was asked', nonce(), { type: 'cancel-request' }, nonce(), []],
  ['a request at the Connect panel', panel, asked(), panel, []],
  ['a withdrawal while waiting (a superseded one)', nonce(waiting()), withdrawn, nonce(waiting()), []],
  ['a request once timed out', nonce(timedOut), asked('r2'), nonce(timedOut), []],
]);
