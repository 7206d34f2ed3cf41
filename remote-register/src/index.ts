// The standalone page: this remote's screens alone, at the paths the shell gives
// them. The async boundary lets the federation runtime negotiate the shared
// singletons (React, `@lender/shared`...) before any module that imports them runs.
import('./standalone.tsx').catch((error: unknown) => {
  document.body.textContent = 'The site could not start. Please reload the page.';
  console.error(error);
});
