/**
 * The sign-up forms that count down after a 429 (`useRetryCountdown`, `notifyFormError`):
 * each key names one form's wait in session storage (`retry-until:<key>`), unique on the page.
 */
export const COUNTDOWN_FORMS = {
  registerEmail: 'register-email',
  registerCode: 'register-code',
  /** The partner page's step one: its code and Resend Code. */
  partnerCode: 'partner-code',
} as const;
