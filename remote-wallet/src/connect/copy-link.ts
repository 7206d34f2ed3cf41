import { notify } from '@lender/shared';
import { COPIED, COPY_FAILED } from './connect-texts.ts';

/** How long "Copied!" shows (spec section 9: the copy-confirmation toast, 6 seconds). */
export const COPIED_MS = 6000;

/** Copies the pairing link and says "Copied!" (or how to copy it by hand). The page's clipboard and toasts unless given. */
export function copyLink(
  link: string,
  clipboard: Pick<Clipboard, 'writeText'> = navigator.clipboard,
  say: typeof notify = notify,
): void {
  clipboard.writeText(link).then(
    () => void say({ kind: 'success', title: COPIED, duration: COPIED_MS }),
    () => void say({ kind: 'error', title: COPY_FAILED }),
  );
}
