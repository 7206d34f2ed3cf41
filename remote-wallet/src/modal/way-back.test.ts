/**
 * The way back when the wallet app did not open (issue 32, item 3), one row each:
 * (view, event) → (view, effects). "Open in wallet", the page hidden, the page visible
 * again with nothing connected: the way back (`returns` counts each such return);
 * anything else says nothing. The events are what the page sees: they supersede no
 * connect under way.
 */
import { initialModalState, modalTurn, type ModalState } from './modal-reducer.ts';
import { at, connected, SKY, table, verify } from './modal-reducer.testing.ts';
import type { ModalView } from './modal-view.ts';
import { visibilityEvent, wayBackReturns } from './way-back.ts';

const waiting = at('Verify', SKY);
const opened = at('Verify', SKY, { openedInWallet: { away: false, returns: 0 } });
const away = at('Verify', SKY, { openedInWallet: { away: true, returns: 0 } });
const back = at('Verify', SKY, { openedInWallet: { away: false, returns: 1 } });
const reopened = at('Verify', SKY, { openedInWallet: { away: false, returns: 1 } });
const awayAgain = at('Verify', SKY, { openedInWallet: { away: true, returns: 1 } });
const connectAway = at('Connect', null, { openedInWallet: { away: true, returns: 0 } });

table('the way back after "Open in wallet"', [
  ['"Open in wallet" followed: nothing said yet', waiting, { type: 'opened-in-wallet' }, opened, []],
  ['the page hidden: the person is in the wallet app', opened, { type: 'page-hidden' }, away, []],
  ['visible again, nothing connected: the way back', away, { type: 'page-visible' }, back, []],
  [
    'in Connect as in Verify',
    connectAway,
    { type: 'page-visible' },
    at('Connect', null, { openedInWallet: { away: false, returns: 1 } }),
    [],
  ],
  ['visible without having been hidden: nothing', opened, { type: 'page-visible' }, opened, []],
  ['hidden and visible without "Open in wallet": nothing', waiting, { type: 'page-hidden' }, waiting, []],
  ['visible without "Open in wallet": nothing', waiting, { type: 'page-visible' }, waiting, []],
  ['a second hidden changes nothing', away, { type: 'page-hidden' }, away, []],
  ['opened again from the way back: it stays up', back, { type: 'opened-in-wallet' }, reopened, []],
  ['hidden again', reopened, { type: 'page-hidden' }, awayAgain, []],
  [
    'back again, still nothing: the way back once more (its heading focused again)',
    awayAgain,
    { type: 'page-visible' },
    at('Verify', SKY, { openedInWallet: { away: false, returns: 2 } }),
    [],
  ],
  [
    'connected while away (Verify): the verify sequence, and the trip forgotten',
    away,
    connected(SKY),
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [verify(SKY)],
  ],
  [
    'connected while away (Connect): Success',
    connectAway,
    connected(SKY),
    { section: 'Success' },
    [{ type: 'done' }],
  ],
  [
    'back while the verify sequence runs: nothing',
    at('Verify', SKY, { step: 'GET_NONCE' }),
    { type: 'page-visible' },
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [],
  ],
  [
    '"Open in wallet" heard outside the connect panel: nothing',
    at('Verify', SKY, { step: 'GET_NONCE' }),
    { type: 'opened-in-wallet' },
    at('Verify', SKY, { step: 'GET_NONCE' }),
    [],
  ],
  [
    'another kind picked: the trip forgotten',
    back,
    { type: 'pick-kind', kind: 'extension' },
    waiting,
    [{ type: 'connect', kind: 'extension' }],
  ],
  [
    'back to the list: gone with the panel',
    back,
    { type: 'reselect' },
    { section: 'Select', status: 'loading', groups: { individual: [], organizational: [] } },
    [{ type: 'cancel-connect' }, { type: 'load-accounts' }],
  ],
]);

describe('wayBackReturns: whether the way back shows (0: not)', () => {
  it.each<[string, ModalView, number]>([
    ['at the panel, never opened', waiting, 0],
    ['opened, not yet back', opened, 0],
    ['away', away, 0],
    ['back once', back, 1],
    ['away again after a return: still shown', awayAgain, 1],
    ['once the verify sequence runs', { ...back, step: 'GET_NONCE' } as ModalView, 0],
    ['Select', initialModalState.view, 0],
  ])('%s', (_, view, returns) => expect(wayBackReturns(view)).toBe(returns));
});

it.each([
  ['visible', 'page-visible'],
  ['hidden', 'page-hidden'],
] as const)('the document %s is the event %s', (state, type) => {
  expect(visibilityEvent(state)).toEqual({ type });
});

it('none of its events supersedes the connect under way: the connection still counts', () => {
  let state: ModalState = { view: waiting, effects: [], seq: 4 };
  for (const type of ['opened-in-wallet', 'page-hidden', 'page-visible'] as const) {
    state = modalTurn(state, { type });
    expect(state.seq).toBe(4);
  }
  expect(state.view).toEqual(back);
  expect(modalTurn(state, connected(SKY), 4).view).toEqual(at('Verify', SKY, { step: 'GET_NONCE' }));
});
