// The standalone page: this remote's screens alone, at the paths the shell gives
// them. A plain build of its own (no federation: see tooling/build/src/webpack.ts); the
// page's first script stays small and shows a message if the rest cannot load. Its first
// module gives a page refused web storage in-memory storages, as the shell's does.
import '@lender/shared/storage-fallback';

import('./standalone.tsx').catch((error: unknown) => {
  document.body.textContent = 'The site could not start. Please reload the page.';
  console.error(error);
});
