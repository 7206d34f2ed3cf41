// First, before any module reads storage: in-memory storages for a page refused them (a frame
// on a partner's site with third-party storage blocked). Bundled into this entry, not federated.
import '@lender/shared/storage-fallback';

// The async boundary: shared singletons (React, the session store...) are negotiated
// by the federation runtime before any module that imports them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  document.body.textContent = 'The site could not start. Please reload the page.';
  console.error(error);
});
