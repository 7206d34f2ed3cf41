/**
 * The wallet modal's transitions after a card click for an identity with many accounts
 * (organization, unsupported, Provenance), one row each; the journey of
 * e2e/tests/shell/wallet-modal.spec.ts, "an identity with many accounts" (the rest of Select:
 * ./select-reducer.test.ts).
 */
import {
  at,
  cardOf,
  connected,
  forbidden,
  GROUPS,
  load,
  LOADING,
  MORGAN,
  PROVENANCE,
  READY,
  REYES_HOLDINGS,
  selecting,
  SKY,
  SUBSCRIBE,
  table,
} from './modal-reducer.testing.ts';

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
