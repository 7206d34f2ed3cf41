/**
 * The one way a screen tells the user a call failed (spec section 8): each message
 * of the answer's `errors` list as an error toast, 429's sentence, or the error's
 * own message. The partner page shows only the first message of the list
 * (`{ firstOnly: true }`). A form that shows its own countdown reports through
 * `notifyFormError`: a 429 starts that form's countdown (the sentence and the time
 * left beside its button, ./retry-countdown) instead of a toast. Neither throws, so
 * an action can end with it.
 */
import { errorMessages } from '../api/errors.ts';
import { notify } from './notify.tsx';
import { startRetryCountdown } from './retry-countdown/retry-countdown-store.ts';

export interface NotifyErrorOptions {
  /** Show only the first message (the partner page's rule). */
  firstOnly?: boolean;
}

export function notifyError(error: unknown, { firstOnly = false }: NotifyErrorOptions = {}): void {
  const messages = errorMessages(error);
  for (const message of firstOnly ? messages.slice(0, 1) : messages)
    void notify({ kind: 'error', title: message });
}

/** `notifyError` for a form with a countdown: a 429 starts `form`'s (`useRetryCountdown(form)`). */
export function notifyFormError(form: string, error: unknown, options?: NotifyErrorOptions): void {
  if (!startRetryCountdown(form, error)) notifyError(error, options);
}

/** After a resend of an emailed or texted code (spec section 9). */
export const CODE_RESENT_MESSAGE = 'Code successfully resent.';
