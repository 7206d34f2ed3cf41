/**
 * `@lender/shared/storage-fallback`: imported for its effect, first, by a page's main entry
 * (shell/src/index.ts): a page refused web storage (our frame on a partner's site with
 * third-party storage blocked) gets in-memory storages before any module reads them
 * (./storage-denied.ts). The one module of the package with a side effect, and listed as such
 * in shared/package.json (`sideEffects`): with the package's `"sideEffects": false` the bundler
 * dropped an import kept for its effect alone, and the fallback came only with the wallet's code
 * (issue 41). Not a federated shared module (tooling/build/src/federation.ts): it runs before the
 * federation runtime has negotiated anything, so each page carries its own copy; the copies agree
 * through the registered symbol that marks an in-memory storage.
 */
import { replaceDeniedStorage } from './storage-denied.ts';

if (typeof window !== 'undefined') replaceDeniedStorage(window);
