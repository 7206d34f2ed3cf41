/**
 * The one way a screen tells the user a call failed (spec section 8): each message
 * of the answer's `errors` list as an error toast, 429's sentence, or the error's
 * own message. The partner page shows only the first message of the list
 * (`{ firstOnly: true }`). It never throws, so an action can end with it.
 */
import { errorMessages } from '../api/errors.ts';
import { notify } from './notify.tsx';

export interface NotifyErrorOptions {
  /** Show only the first message (the partner page's rule). */
  firstOnly?: boolean;
}

export function notifyError(error: unknown, { firstOnly = false }: NotifyErrorOptions = {}): void {
  const messages = errorMessages(error);
  for (const message of firstOnly ? messages.slice(0, 1) : messages)
    void notify({ kind: 'error', title: message });
}

/** After a resend of an emailed or texted code (spec section 9). */
export const CODE_RESENT_MESSAGE = 'Code successfully resent.';
