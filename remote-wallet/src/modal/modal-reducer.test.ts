/**
 * The wallet modal's transitions in token mode and around the wallet's token, one row
 * each: (view, event) → (view, effects) (Select: ./select-reducer.test.ts; Connect and
 * Verify: ./verify-reducer.test.ts).
 */
import {
  ACCOUNTS,
  at,
  connected,
  HUGO,
  load,
  LOADING,
  NOW,
  prefetch,
  SKY,
  table,
  walletToken,
} from './modal-reducer.testing.ts';
import type { ModalView } from './modal-view.ts';

const TOMAS = { address: '0xae72a48c1a36bd18af168541c53037965d26e4a8', groupAddress: null };

const TOMAS_WALLET = { ...SKY, name: 'Tomas', address: TOMAS.address };

const finding: ModalView = { section: 'Connect', wallet: null, kinds: [], fromToken: TOMAS, step: 'finding' };

table('token mode: the login token names the wallet', [
  [
    'opened with the token: its wallet looked up in the list',
    LOADING,
    { type: 'open', start: { start: 'token', wallet: TOMAS } },
    finding,
    [prefetch, load],
  ],
  [
    'listed: its type says how it connects',
    finding,
    {
      type: 'accounts',
      accounts: [{ name: 'Tomas', address: TOMAS.address, authorizedWallets: [TOMAS_WALLET] }],
    },
    at('Connect', TOMAS_WALLET, { fromToken: TOMAS }),
    [],
  ],
  [
    'the list failing: every kind, the named wallet still required',
    finding,
    { type: 'accounts-failed' },
    at('Connect', null, { fromToken: TOMAS }),
    [],
  ],
  [
    'not listed: every kind',
    finding,
    { type: 'accounts', accounts: ACCOUNTS },
    at('Connect', null, { fromToken: TOMAS }),
    [],
  ],
  [
    'a token naming an account without its wallet: the error, and the list offered',
    LOADING,
    { type: 'open', start: { start: 'token-error', message: 'jwt is missing addr claim' } },
    {
      section: 'Connect',
      wallet: null,
      kinds: [],
      fromToken: null,
      step: 'connect',
      error: 'jwt is missing addr claim',
    },
    [prefetch],
  ],
]);

const ABOUT_TO_EXPIRE = walletToken({ addr: SKY.address, exp: NOW / 1000 + 90 });

const REFUSED = 'The wallet token has expired. Reconnect the wallet and try again.';

table('a wallet token that outlives its 24 minutes (issue 27, item 5)', [
  [
    'Verify with under 2 minutes left: a new token first',
    at('Verify', SKY),
    connected(SKY, ABOUT_TO_EXPIRE),
    at('Verify', SKY, { step: 'RENEW_TOKEN' }),
    [{ type: 'verify', address: SKY.address, renew: true }],
  ],
  [
    'Connect alone does not use the token: no renewal',
    at('Connect', SKY),
    connected(SKY, ABOUT_TO_EXPIRE),
    { section: 'Success' },
    [{ type: 'done' }],
  ],
  [
    'renewed: the nonce',
    at('Verify', SKY, { step: 'RENEW_TOKEN' }),
    { type: 'verify-step', step: 'GET_NONCE' },
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [],
  ],
  [
    'the API refuses the token: says so, offers to reconnect',
    at('Verify', SKY, { step: 'GET_NONCE' }),
    { type: 'verify-failed', message: REFUSED, tokenRefused: true },
    at('Verify', SKY, { error: REFUSED, reconnect: true }),
    [],
  ],
  [
    '"Reconnect the wallet": the old connection goes',
    at('Verify', SKY, { error: REFUSED, reconnect: true }),
    { type: 'reconnect' },
    at('Verify', SKY),
    [{ type: 'cancel-connect' }, { type: 'disconnect', then: { type: 'reconnect-ready' } }],
  ],
  [
    'then the panel again (one way: at once)',
    at('Verify', HUGO),
    { type: 'reconnect-ready' },
    at('Verify', HUGO),
    [{ type: 'connect', kind: 'hosted' }],
  ],
  [
    'then the panel again (several: the person picks)',
    at('Verify', SKY),
    { type: 'reconnect-ready' },
    at('Verify', SKY),
    [],
  ],
  [
    'no reconnect without a refused token',
    at('Verify', SKY, { error: 'Nope' }),
    { type: 'reconnect' },
    at('Verify', SKY, { error: 'Nope' }),
    [],
  ],
  [
    'closed while the wallet is asked for a token: disconnected',
    at('Verify', SKY, { step: 'RENEW_TOKEN' }),
    { type: 'close', wallet: 'connected' },
    at('Verify', SKY, { step: 'RENEW_TOKEN' }),
    [{ type: 'close', disconnect: true }],
  ],
]);
