/**
 * `LenderEmbed.open`: checks the options, opens the overlay and runs ./state.ts's steps
 * against the DOM, the timers and the partner's callbacks.
 */
import { HANDSHAKE_TIMEOUT_MS, HELLO_INTERVAL_MS } from '../src/embed/protocol.ts';
import { validateOptions, type EmbedCallbacks, type EmbedOptions } from './options.ts';
import { acceptFrameMessage, frameUrl, helloMessage, newChannel } from './messaging.ts';
import { createOverlay, followLayout, showUnavailable } from './overlay.ts';
import { reduce, type Effect, type Input, type Phase } from './state.ts';
import { stopWarming } from './warm.ts';

/**
 * How long the frame may take to fire `load` at all (a stalled network) before the overlay says
 * sign-in could not be opened: generous, since `load` waits for the frame's scripts on a slow phone.
 */
export const LOAD_TIMEOUT_MS = 20_000;

const PREFIX = 'LenderEmbed.open: ';

export interface EmbedHandle {
  /** Closes the overlay (`onExit({ reason: 'partner' })`); nothing once it is closed. */
  close(): void;
}

/** A partner's callback runs, and whatever it throws (or rejects) is logged, never ours to break on. */
function call<A extends unknown[]>(callback: ((...args: A) => unknown) | undefined, ...args: A): void {
  const report = (error: unknown) => console.error('LenderEmbed: a callback of this page failed:', error);
  try {
    const result = callback?.(...args);
    if (result instanceof Promise) result.catch(report);
  } catch (error) {
    report(error);
  }
}

function unavailableCauses(shellOrigin: string): string {
  return (
    `LenderEmbed: sign-in could not be opened: the lender's frame did not answer. Likely causes: this page's ` +
    `origin (${location.origin}) is not among the lender's partner origins, or this page's content security ` +
    `policy does not allow frame-src ${shellOrigin} (and script-src ${shellOrigin}); the lender's embedding guide says what to allow.`
  );
}

function mount(shellOrigin: string, options: EmbedOptions, onGone: () => void): EmbedHandle {
  const opener = document.activeElement;
  stopWarming(document);
  const channel = newChannel();
  const overlay = createOverlay(document, frameUrl(shellOrigin, options, location.origin, channel));
  const { dialog, frame } = overlay;
  const stopLayout = followLayout(window, frame);
  const callbacks: EmbedCallbacks = options;
  let phase: Phase = 'waiting';
  let hellos: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const loadBound = setTimeout(() => dispatch({ kind: 'timeout' }), LOAD_TIMEOUT_MS);

  const hello = () => frame.contentWindow?.postMessage(helloMessage(channel), shellOrigin);
  const quiet = () => {
    clearInterval(hellos);
    clearTimeout(deadline);
    clearTimeout(loadBound);
    hellos = undefined;
  };
  const onMessage = (event: MessageEvent) => {
    const message = acceptFrameMessage(
      event,
      frame.contentWindow,
      shellOrigin,
      channel,
      Boolean(options.nonce),
    );
    if (message) dispatch({ kind: 'message', message });
  };
  const onLoad = () => dispatch({ kind: 'load' });
  const onCancel = (event: Event) => {
    // The overlay closes itself, listeners and all, and says why.
    event.preventDefault();
    dispatch({ kind: 'cancel' });
  };

  function run(effect: Effect): void {
    switch (effect.type) {
      case 'hellos':
        if (hellos !== undefined) return;
        hello();
        hellos = setInterval(hello, HELLO_INTERVAL_MS);
        return;
      case 'hello':
        return hello();
      case 'deadline':
        // From the first load only: a frame reloading before it answers gets no more time.
        if (deadline !== undefined) return;
        clearTimeout(loadBound);
        deadline = setTimeout(() => dispatch({ kind: 'timeout' }), HANDSHAKE_TIMEOUT_MS);
        return;
      case 'answered':
        return quiet();
      case 'focus':
        return frame.focus();
      case 'event':
        return call(callbacks.onEvent, effect.name, effect.details);
      case 'unavailable': {
        quiet();
        const button = showUnavailable(document, overlay);
        button.addEventListener('click', () => dispatch({ kind: 'dismiss' }));
        button.focus();
        console.error(unavailableCauses(shellOrigin));
        return;
      }
      case 'close':
        quiet();
        stopLayout();
        window.removeEventListener('message', onMessage);
        dialog.close();
        dialog.remove();
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
        return onGone();
      case 'success':
        return call(callbacks.onSuccess, effect.result);
      case 'exit':
        return call(callbacks.onExit, { reason: effect.reason });
    }
  }

  function dispatch(input: Input): void {
    const step = reduce(phase, input);
    phase = step.phase;
    step.effects.forEach(run);
  }

  window.addEventListener('message', onMessage);
  frame.addEventListener('load', onLoad);
  dialog.addEventListener('cancel', onCancel);
  // A page that opens it before its <body> exists (from a script in <head>) still gets it.
  (document.body ?? document.documentElement).append(dialog);
  dialog.showModal();
  return { close: () => dispatch({ kind: 'partner' }) };
}

/** `LenderEmbed.open` for the shell at `shellOrigin` (null: the loader could not tell its own address). */
export function createOpen(shellOrigin: string | null): (options: unknown) => EmbedHandle {
  let isOpen = false;
  return (options) => {
    if (shellOrigin === null)
      throw new Error(
        `${PREFIX}the loader could not tell the lender's address: include it with a plain <script src="…/embed/v1.js"> tag.`,
      );
    const check = validateOptions(options);
    if (!check.ok) throw new Error(PREFIX + check.problem);
    if (isOpen)
      throw new Error(
        `${PREFIX}sign-in is already open: close it (the handle's close()) before opening it again.`,
      );
    isOpen = true;
    try {
      return mount(shellOrigin, check.options, () => (isOpen = false));
    } catch (error) {
      isOpen = false;
      throw error;
    }
  };
}
