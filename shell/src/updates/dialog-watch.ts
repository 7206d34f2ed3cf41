/**
 * Whether a dialog is open in the page: the new-version notice waits for every one to
 * end (a login's two-step dialog, the wallet modal where a signature happens, a
 * vendor's consent dialog). ModalDialog and the wallet modal are native `<dialog>`s,
 * open while they carry `open` (set by `showModal()` after they enter the page); other
 * code may use `role="dialog"` or `"alertdialog"`.
 */
import { useSyncExternalStore } from 'react';

export const OPEN_DIALOG_SELECTOR = [
  'dialog[open]',
  '[role="dialog"]:not([hidden])',
  '[role="alertdialog"]:not([hidden])',
].join(', ');

export function isDialogOpen(root: ParentNode): boolean {
  return root.querySelector(OPEN_DIALOG_SELECTOR) !== null;
}

function watchDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    // Implies `attributes`: a dialog opens by gaining `open` after it is in the page.
    attributeFilter: ['open', 'role', 'hidden'],
  });
  return () => observer.disconnect();
}

const watchNothing = () => () => undefined;

/**
 * Whether a dialog is open, followed while `watch` is true; false otherwise. The
 * observer watches the whole page, so it runs only while there is something to wait
 * for and is disconnected as soon as there is not.
 */
export function useDialogOpen(watch: boolean): boolean {
  return useSyncExternalStore(
    watch ? watchDialogs : watchNothing,
    () => watch && isDialogOpen(document),
    () => false,
  );
}
