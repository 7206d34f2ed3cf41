// The async boundary: shared singletons (React, the session store...) are negotiated
// by the federation runtime before any module that imports them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  document.body.textContent = 'The site could not start. Please reload the page.';
  console.error(error);
});
