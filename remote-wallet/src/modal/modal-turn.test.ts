/** One turn of the modal's reducer: a person's event supersedes what was under way; a stale answer is dropped. */
import { initialModalState, modalTurn, type ModalState } from './modal-reducer.ts';
import { ACCOUNTS, at, cardOf, HUGO, LOADING, READY, SKY } from './modal-reducer.testing.ts';

const opened = modalTurn(initialModalState, { type: 'open', start: { start: 'Select' } });

it('a person’s event starts a new change; its effects are stamped with it', () => {
  expect(opened).toEqual({
    view: LOADING,
    effects: [{ type: 'prefetch' }, { type: 'load-accounts' }],
    seq: 1,
  });
});

it('an answer to the current change counts, and keeps its number', () => {
  const listed = modalTurn(opened, { type: 'accounts', accounts: ACCOUNTS }, 1);
  expect(listed).toEqual({ view: READY, effects: [], seq: 1 });
});

it('an answer to a change the person left behind settles into nothing', () => {
  // Verify for Hugo, then back to the list and on to Sky: Hugo's late outcome must not end Sky's verify.
  const verifyingSky: ModalState = { view: at('Verify', SKY, { step: 'GET_NONCE' }), effects: [], seq: 7 };
  expect(modalTurn(verifyingSky, { type: 'verified' }, 5)).toBe(verifyingSky);
  expect(modalTurn(verifyingSky, { type: 'verified' }, 7).view).toEqual({ section: 'Success' });
});

it('an event that changes nothing supersedes nothing (a second "Convert wallet" keeps the first one’s answer)', () => {
  const choosing = modalTurn({ view: READY, effects: [], seq: 3 }, { type: 'choose', card: cardOf(HUGO) });
  expect(choosing.seq).toBe(4);
  expect(modalTurn(choosing, { type: 'choose', card: cardOf(SKY) })).toBe(choosing);
  expect(
    modalTurn(choosing, { type: 'selected', answer: { ok: true }, connectedAddress: null }, 4).view,
  ).toEqual(at('Connect', HUGO));
});
