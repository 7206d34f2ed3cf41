import { WARM_FRAME_KEEP_MS } from '../src/embed/protocol.ts';
import type { EmbedWindow } from './install.ts';
import { stopWarming, warmWhenIdle } from './warm.ts';

const win = window as EmbedWindow;
const warmFrames = () => Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it("opens one hidden frame of the shell's warm page at the first idle moment, announcing the page's origin", () => {
  warmWhenIdle(win, 'https://sign-in.lender.example');
  expect(warmFrames()).toEqual([]);
  jest.advanceTimersByTime(1);
  const [frame, ...more] = warmFrames();
  expect(more).toEqual([]);
  expect(frame!.src).toBe(
    `https://sign-in.lender.example/embed/warm?origin=${encodeURIComponent(window.location.origin)}`,
  );
  // Nothing a person or assistive technology meets.
  expect(frame!.hidden).toBe(true);
  expect(frame!.tabIndex).toBe(-1);
  expect(frame!.getAttribute('aria-hidden')).toBe('true');
});

it('removes the frame a while after its load', () => {
  warmWhenIdle(win, 'https://sign-in.lender.example');
  jest.advanceTimersByTime(1);
  const [frame] = warmFrames();
  frame!.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(WARM_FRAME_KEEP_MS - 1);
  expect(warmFrames()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(warmFrames()).toEqual([]);
});

it('waits for the page’s load when it is still loading', () => {
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  warmWhenIdle(win, 'https://sign-in.lender.example');
  jest.advanceTimersByTime(100);
  expect(warmFrames()).toEqual([]);
  state.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(1);
  expect(warmFrames()).toHaveLength(1);
  state.mockRestore();
});

it('does nothing without the shell’s origin (an inline copy of the loader)', () => {
  warmWhenIdle(win, null);
  jest.advanceTimersByTime(100);
  expect(warmFrames()).toEqual([]);
});

it('is removed by stopWarming (at open), and nothing else is', () => {
  const partners = document.createElement('iframe');
  document.body.append(partners);
  warmWhenIdle(win, 'https://sign-in.lender.example');
  jest.advanceTimersByTime(1);
  expect(warmFrames()).toHaveLength(2);
  stopWarming(document);
  expect(warmFrames()).toEqual([partners]);
});
