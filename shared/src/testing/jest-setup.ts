import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { removeAllToasts } from '../ui/notify.tsx';
import { resetSharedState } from './reset.ts';

// A lazily loaded part (the password form with zxcvbn, a dialog) is a real module load
// here; on a busy 2-core machine the first one can take seconds, well past the default 1 s
// `findBy` wait (jest.config.js gives a test 30 s). Waiting longer changes no outcome, only
// how long a failure takes.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; Chakra's components read them. (Node-environment suites skip it.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has <dialog> but not its modal methods; the stand-in toggles `open` as browsers do.
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
// jsdom leaves out the encoding and Web Crypto APIs that browsers (and jose) have.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
globalThis.structuredClone ??= (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

afterEach(async () => {
  if (typeof window === 'undefined') return;
  cleanup();
  // The page's one toaster outlives a render: a test's toasts would still be there in the next.
  await removeAllToasts();
  resetSharedState();
});
