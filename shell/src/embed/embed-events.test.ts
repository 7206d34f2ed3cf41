import { eventsBetween, modalLeftUnfinished, type EmbedWatch } from './embed-events.ts';

const watch = (modalOpen: boolean, done: boolean): EmbedWatch => ({ modalOpen, done });
const closed = watch(false, false);
const open = watch(true, false);
const done = watch(false, true);

describe('eventsBetween', () => {
  it.each<[string, EmbedWatch, EmbedWatch, boolean, string[]]>([
    ['the modal opens first', closed, open, false, ['signed_in', 'wallet_opened']],
    ['the modal opens again', closed, open, true, ['wallet_opened']],
    ['the last step without the modal', closed, done, false, ['signed_in']],
    ['the last step after the modal', open, done, true, []],
    ['the modal stays open', open, open, true, []],
    ['the modal closes', open, closed, true, []],
    ['nothing changes', closed, closed, false, []],
    ['the last step again', done, done, false, []],
    ['the modal opens at the last step', done, watch(true, true), true, ['wallet_opened']],
  ])('%s: %j', (_, previous, next, signedInSent, names) => {
    const events = eventsBetween(previous, next, signedInSent);
    expect(events.map((event) => event.name)).toEqual(names);
    for (const event of events) expect(event.details).toEqual({});
  });
});

describe('modalLeftUnfinished', () => {
  it.each<[string, EmbedWatch, EmbedWatch, boolean]>([
    ['the modal closes before the last step', open, closed, true],
    ['the modal closes at the last step', open, done, false],
    ['the modal opens', closed, open, false],
    ['the modal stays open', open, open, false],
    ['nothing open', closed, closed, false],
  ])('%s: %s', (_, previous, next, left) => {
    expect(modalLeftUnfinished(previous, next)).toBe(left);
  });
});
