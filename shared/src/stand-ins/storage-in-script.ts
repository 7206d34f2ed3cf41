/**
 * For the stand-ins' scripts that run in a page (the test extension's provider, the hosted test
 * wallet's frame): JavaScript that declares `localStorage` and `sessionStorage` in the script's own
 * scope, the browser's where it gives them, else in-memory ones. In our frame on a partner's site
 * with third-party cookies blocked, reading them throws (shared/src/session/storage-denied.ts).
 * Paste it first inside the script's function.
 */
export const STORAGE_OR_MEMORY_JS = `
  const storageOrMemory = (read) => {
    try { const storage = read(); if (storage) return storage; } catch { /* refused: in memory below */ }
    const items = new Map();
    return { getItem: (key) => (items.has(key) ? items.get(key) : null), setItem: (key, value) => void items.set(key, String(value)), removeItem: (key) => void items.delete(key) };
  };
  const localStorage = storageOrMemory(() => globalThis.localStorage);
  const sessionStorage = storageOrMemory(() => globalThis.sessionStorage);
`;
