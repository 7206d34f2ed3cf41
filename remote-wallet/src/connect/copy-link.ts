import { notify } from '@lender/shared';

/** How long "Copied!" shows (spec section 9: the copy-confirmation toast, 6 seconds). */
const COPIED_MS = 6000;

/** Copies the pairing link and says "Copied!" (or how to copy it by hand). */
export function copyLink(link: string): void {
  navigator.clipboard.writeText(link).then(
    () => void notify({ kind: 'success', title: 'Copied!', duration: COPIED_MS }),
    () =>
      void notify({ kind: 'error', title: 'The link could not be copied. Select it and copy it yourself.' }),
  );
}
