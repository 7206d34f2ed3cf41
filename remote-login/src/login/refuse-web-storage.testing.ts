/**
 * For a test: this page's browser refuses web storage, as Chrome does in a frame on another
 * site with third-party storage blocked (reading `localStorage` throws), and then the page's
 * main entry starts: its first module, `@lender/shared/storage-fallback`, runs as it does on a
 * page. Imported first, before any module of the test can read storage. The jest set-up
 * (shared/src/testing/jest-setup.ts) has loaded the package already, with the storage jsdom
 * gives, so the entry runs again in a registry of its own.
 */
for (const name of ['localStorage', 'sessionStorage'] as const)
  Object.defineProperty(window, name, {
    configurable: true,
    get: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });

jest.isolateModules(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run now, in order: an import would be hoisted above the refusal
  require('@lender/shared/storage-fallback');
});
