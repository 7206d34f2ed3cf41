/**
 * The login's forms that count down after a 429 (`useRetryCountdown`, `notifyFormError`):
 * each key names one form's wait in session storage (`retry-until:<key>`), so the
 * keys are unique on the page. The login form's two buttons (Log in, Send email) and
 * Forgot Password share one wait: the API limits the address and the account, not the call.
 */
export const COUNTDOWN_FORMS = {
  login: 'login',
  passcode: 'login-passcode',
  /** Every step of the 2-step dialog (code, authenticator code, security answer). */
  twoFactor: 'login-two-factor',
} as const;
