/**
 * The wallet modal's transitions from its start and Select, one row each: (view, event)
 * → (view, effects). Each block is named after the flow whose modal states it walks
 * (Connect and Verify: ./verify-reducer.test.ts; token mode and the wallet token:
 * ./modal-reducer.test.ts).
 */
import {
  ACCOUNTS,
  at,
  cardOf,
  HUGO,
  load,
  LOADING,
  prefetch,
  PROVENANCE,
  READY,
  selecting,
  SKY,
  table,
} from './modal-reducer.testing.ts';

const NO_GROUPS = { individual: [], organizational: [] };

table('a walletconnect login opens Select', [
  [
    'opened: Select, loading',
    LOADING,
    { type: 'open', start: { start: 'Select' } },
    LOADING,
    [prefetch, load],
  ],
  ['the accounts: the cards, grouped', LOADING, { type: 'accounts', accounts: ACCOUNTS }, READY, []],
  [
    'closed with nothing connected: the host goes on',
    READY,
    { type: 'close', wallet: 'disconnected' },
    READY,
    [{ type: 'close', disconnect: false }],
  ],
  [
    'a card chosen: "Switching Accounts..." while it is selected',
    READY,
    { type: 'choose', card: cardOf(SKY) },
    selecting(SKY),
    [{ type: 'select', address: SKY.address }],
  ],
  [
    'a late accounts answer on Select ready changes nothing',
    READY,
    { type: 'accounts', accounts: [] },
    READY,
    [],
  ],
]);

const NIA = { ...HUGO, name: 'Nia Main', address: '0x4e1a', verified: true };

table('no account yet: off to create a wallet, and back to choose it', [
  [
    'an empty list: off to Create Wallet',
    LOADING,
    { type: 'accounts', accounts: [] },
    LOADING,
    [{ type: 'create-wallet' }],
  ],
  [
    "back, the new account chosen and selected: the provider's wallet connects at once",
    selecting(NIA),
    { type: 'selected', answer: { ok: true }, connectedAddress: null },
    at('Connect', NIA),
    [{ type: 'connect', kind: 'hosted' }],
  ],
]);

table('the account list failing, and "Connect a Wallet"', [
  [
    'the list fails: said in full',
    LOADING,
    { type: 'accounts-failed' },
    {
      section: 'Select',
      status: 'failed',
      groups: NO_GROUPS,
      error:
        'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
    },
    [],
  ],
  [
    '"Try again"',
    { section: 'Select', status: 'failed', groups: NO_GROUPS, error: 'x' },
    { type: 'retry-accounts' },
    LOADING,
    [load],
  ],
  [
    '"Connect a Wallet": every kind, the person picks',
    READY,
    { type: 'connect-any' },
    at('Connect', null),
    [],
  ],
  [
    '"Create an Organization": off to its page',
    READY,
    { type: 'create-organization' },
    READY,
    [{ type: 'create-organization' }],
  ],
  [
    '"Create an Organization" with the list failed: off to its page too',
    { section: 'Select', status: 'failed', groups: NO_GROUPS, error: 'x' },
    { type: 'create-organization' },
    { section: 'Select', status: 'failed', groups: NO_GROUPS, error: 'x' },
    [{ type: 'create-organization' }],
  ],
  [
    '"Create an Organization" while the list loads: nothing',
    LOADING,
    { type: 'create-organization' },
    LOADING,
    [],
  ],
  [
    '"Create an Organization" while a card is selected: nothing',
    selecting(SKY),
    { type: 'create-organization' },
    selecting(SKY),
    [],
  ],
  [
    'a given Connect section: every kind',
    LOADING,
    { type: 'open', start: { start: 'Connect' } },
    at('Connect', null),
    [prefetch],
  ],
]);

table('back to the list mid-pairing', [
  [
    '"Select A Different Wallet": the attempt stops, the list again',
    at('Connect', null),
    { type: 'reselect' },
    LOADING,
    [{ type: 'cancel-connect' }, load],
  ],
  [
    "Provenance's way back, not while the ticket is minted",
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    { type: 'reselect' },
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    [],
  ],
]);
