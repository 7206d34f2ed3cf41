// The standalone page: this remote's screens alone, at the paths the shell gives
// them. A plain build of its own (no federation: see tooling/src/webpack.ts); the
// page's first script stays small and shows a message if the rest cannot load.
// Its server also answers the development wallet lab's path (./lab/mount-lab.tsx).
import { WALLET_LAB_PATH } from './lab/lab-path.ts';

const start =
  window.location.pathname === WALLET_LAB_PATH
    ? import('./lab/mount-lab.tsx').then(({ mountLab }) => mountLab())
    : import('./standalone.tsx');
start.catch((error: unknown) => {
  document.body.textContent = 'The site could not start. Please reload the page.';
  console.error(error);
});
