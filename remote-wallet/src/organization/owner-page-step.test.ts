import type { AccountCard } from '../accounts/account-cards.ts';
import {
  hasNoWallet,
  initialOwnerStep,
  ownerStep,
  type OwnerEvent,
  type OwnerStep,
} from './owner-page-step.ts';

const card = { key: '0xa:0xa', account: { name: 'Sky', address: '0xa' } } as AccountCard;
const loading = initialOwnerStep;
const ready: OwnerStep = { step: 'Select', status: 'ready', cards: [card] };
const connect: OwnerStep = { step: 'Connect', card };
const REFUSED = 'That is not the wallet you chose (0xa). Connect that one, or select another wallet.';
const FAILED =
  'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.';

describe('ownerStep', () => {
  it.each<[string, OwnerStep, OwnerEvent, OwnerStep]>([
    ['the list loads', loading, { type: 'loaded', cards: [card] }, ready],
    [
      'the list fails',
      loading,
      { type: 'load-failed' },
      { step: 'Select', status: 'failed', cards: [], error: FAILED },
    ],
    ['a card is chosen: Connect', ready, { type: 'chosen', card }, connect],
    ['back from Connect: the list again', connect, { type: 'load' }, loading],
    [
      'try again after a failure',
      { step: 'Select', status: 'failed', cards: [], error: FAILED },
      { type: 'load' },
      loading,
    ],
    [
      'refused: back, the reason kept until the list is there',
      connect,
      { type: 'load', reason: REFUSED },
      { ...loading, reason: REFUSED },
    ],
    [
      'refused: the list is there, and says why',
      { ...loading, reason: REFUSED },
      { type: 'loaded', cards: [card] },
      { ...ready, error: REFUSED },
    ],
    [
      'a list that comes after the person moved on changes nothing',
      connect,
      { type: 'loaded', cards: [] },
      connect,
    ],
    [
      'a failure that comes after the person moved on changes nothing',
      connect,
      { type: 'load-failed' },
      connect,
    ],
    ['a list that comes twice: the first stands', ready, { type: 'loaded', cards: [] }, ready],
  ])('%s', (_, state, event, next) => {
    expect(ownerStep(state, event)).toEqual(next);
  });
});

describe('hasNoWallet (Create Wallet)', () => {
  it.each<[string, OwnerStep, boolean]>([
    ['an empty list', { step: 'Select', status: 'ready', cards: [] }, true],
    ['a list with a wallet', ready, false],
    ['still loading', loading, false],
    ['a failed list', { step: 'Select', status: 'failed', cards: [] }, false],
    ['Connect', connect, false],
  ])('%s: %p', (_, state, none) => {
    expect(hasNoWallet(state)).toBe(none);
  });
});
