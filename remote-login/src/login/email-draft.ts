/**
 * The login form's email draft (issue 28): when a new version of the product asks for
 * a reload, the person must not lose the email they were typing. The draft is the
 * Email field as typed, in this tab's session storage (so it never reaches another
 * tab or outlives the tab), and nothing else: never the password or a passcode.
 * The storage adapter degrades to "nothing stored" when the browser refuses storage,
 * so typing never depends on it. The draft ends with the sign-in (the
 * `forget-email-draft` step of ./login-outcome.ts) or when the field is emptied.
 */
import { sessionStorageSource, storedString, type StoredValue } from '@lender/shared';

/** Named like the login's other key (`login-state:<nonce>`), under the login's prefix. */
export const EMAIL_DRAFT_KEY = 'login-draft:email';

export const emailDraft: StoredValue<string> = storedString(EMAIL_DRAFT_KEY, sessionStorageSource);

/**
 * The Email field's first value. An email in the page's address (a link such as the
 * continue-application email's, already validated) is an explicit choice and wins;
 * otherwise the draft comes back as it was typed; a blank draft counts as none.
 */
export function initialLoginEmail(prefill: string, draft: string | null): string {
  if (prefill) return prefill;
  return draft?.trim() ? draft : '';
}

/** Stores the field's value as the draft; an emptied field leaves no draft behind. */
export function keepEmailDraft(email: string, draft: StoredValue<string> = emailDraft): void {
  if (email.trim()) draft.write(email);
  else draft.remove();
}
