/**
 * The wallet modal's transitions from its start and Select, one row each: (view, event)
 * → (view, effects). Each block names the journey of e2e/tests/wallet-modal.spec.ts whose
 * modal states it walks (Connect and Verify: ./verify-reducer.test.ts; token mode and the
 * wallet token: ./modal-reducer.test.ts).
 */
import {
  ACCOUNTS,
  at,
  cardOf,
  connected,
  forbidden,
  GROUPS,
  HUGO,
  load,
  LOADING,
  MORGAN,
  prefetch,
  PROVENANCE,
  READY,
  REYES_HOLDINGS,
  selecting,
  SKY,
  SUBSCRIBE,
  table,
} from './modal-reducer.testing.ts';

const NO_GROUPS = { individual: [], organizational: [] };

table('a walletconnect login opens Select (every journey)', [
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

const ORG_CARD = cardOf(MORGAN, REYES_HOLDINGS);

table('an identity with many accounts (organization, unsupported, Provenance)', [
  [
    "an organization's card: its account is selected",
    READY,
    { type: 'choose', card: ORG_CARD },
    selecting(ORG_CARD.wallet),
    [{ type: 'select', address: REYES_HOLDINGS.address }],
  ],
  [
    'selected, nothing connected: Connect, the person picks',
    selecting(ORG_CARD.wallet),
    { type: 'selected', answer: { ok: true }, connectedAddress: null },
    at('Connect', ORG_CARD.wallet),
    [],
  ],
  [
    'connected: Success',
    at('Connect', MORGAN),
    connected(MORGAN),
    { section: 'Success' },
    [{ type: 'done' }],
  ],
  [
    'selected, the same wallet connected: the modal closes',
    selecting(MORGAN),
    { type: 'selected', answer: { ok: true }, connectedAddress: MORGAN.address.toUpperCase() },
    selecting(MORGAN),
    [{ type: 'done' }],
  ],
  [
    'selected, another wallet connected: it is disconnected first',
    selecting(MORGAN),
    { type: 'selected', answer: { ok: true }, connectedAddress: SKY.address },
    selecting(MORGAN),
    [{ type: 'disconnect', then: { type: 'previous-disconnected', next: 'Connect', wallet: MORGAN } }],
  ],
  [
    'then Connect',
    selecting(MORGAN),
    { type: 'previous-disconnected', next: 'Connect', wallet: MORGAN },
    at('Connect', MORGAN),
    [],
  ],
  [
    'a type no longer supported',
    selecting(SUBSCRIBE),
    { type: 'selected', answer: { ok: true }, connectedAddress: null },
    { section: 'Unsupported', wallet: SUBSCRIBE },
    [],
  ],
  [
    'its Continue: back to the list',
    { section: 'Unsupported', wallet: SUBSCRIBE },
    { type: 'reselect' },
    LOADING,
    [{ type: 'cancel-connect' }, load],
  ],
  [
    'a Provenance wallet refused (403): convert it',
    selecting(PROVENANCE),
    { type: 'selected', answer: forbidden, connectedAddress: null },
    { section: 'Provenance', wallet: PROVENANCE, status: 'ready' },
    [],
  ],
  [
    '"Convert wallet": the ticket, then the conversion page',
    { section: 'Provenance', wallet: PROVENANCE, status: 'ready' },
    { type: 'convert' },
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    [{ type: 'open-conversion', address: PROVENANCE.address }],
  ],
  [
    'no ticket: says why, the button kept',
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    { type: 'conversion-failed', message: 'No wallet to convert' },
    { section: 'Provenance', wallet: PROVENANCE, status: 'ready', error: 'No wallet to convert' },
    [],
  ],
  [
    '"Convert wallet" again while the ticket is minted: nothing',
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    { type: 'convert' },
    { section: 'Provenance', wallet: PROVENANCE, status: 'opening' },
    [],
  ],
  [
    'any other failure: "Error selecting wallet", the list kept',
    selecting(SKY),
    { type: 'selected', answer: { ok: false, status: 500 }, connectedAddress: null },
    { section: 'Select', status: 'ready', groups: GROUPS, error: 'Error selecting wallet' },
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
