/**
 * The page's visibility as the modal hears it: "hidden" at once; "visible" only once the
 * page has stayed in view for the time given (a wallet's late answer goes first); nothing
 * after unmount.
 */
import { renderHook } from '@testing-library/react';
import { usePageVisibility } from './use-page-visibility.ts';

let state: DocumentVisibilityState = 'visible';
beforeAll(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state }));
afterAll(() => delete (document as { visibilityState?: unknown }).visibilityState);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function becomes(next: DocumentVisibilityState) {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

it('hidden at once; visible once the page stayed in view for the time given', () => {
  const heard = jest.fn();
  renderHook(() => usePageVisibility(heard, 2000));
  becomes('hidden');
  expect(heard.mock.calls).toEqual([['hidden']]);
  becomes('visible');
  jest.advanceTimersByTime(1999);
  expect(heard).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(heard.mock.calls).toEqual([['hidden'], ['visible']]);
});

it('hidden again before the time is up: "visible" is not heard', () => {
  const heard = jest.fn();
  renderHook(() => usePageVisibility(heard, 2000));
  becomes('hidden');
  becomes('visible');
  jest.advanceTimersByTime(1000);
  becomes('hidden');
  jest.advanceTimersByTime(5000);
  expect(heard.mock.calls).toEqual([['hidden'], ['hidden']]);
});

it('stops listening on unmount, a "visible" under way included', () => {
  const heard = jest.fn();
  const { unmount } = renderHook(() => usePageVisibility(heard, 2000));
  becomes('hidden');
  becomes('visible');
  unmount();
  jest.advanceTimersByTime(5000);
  becomes('hidden');
  expect(heard.mock.calls).toEqual([['hidden']]);
});
