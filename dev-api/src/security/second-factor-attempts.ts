/**
 * Wrong answers to the second factor (an emailed or texted code, an authenticator
 * code, a security answer). A six-digit code is guessed in a million tries, so a
 * login takes MAX_FAILURES_PER_LOGIN wrong answers and is then spent: the person
 * starts again with the password. An account takes ACCOUNT_FAILURE_LIMIT wrong
 * answers across its logins in a window, then every answer waits (429 with
 * Retry-After) until the oldest wrong one leaves the window, so new logins with a
 * known password cannot keep guessing either.
 */
export const MAX_FAILURES_PER_LOGIN = 5;
export const ACCOUNT_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
/** Our text (the specification has none): the dialog shows it and closes. */
export const SECOND_FACTOR_SPENT = 'Too many incorrect attempts. Please start a new login.';

export interface SecondFactorAttempts {
  /** Milliseconds before `account` may answer again; 0 when it may now. */
  waitMs(account: string): number;
  /** Records a wrong answer on `loginUuid` for `account`; true when that spent the login. */
  fail(loginUuid: string, account: string): boolean;
  /** Forgets an account's wrong answers (a development reset of the persona). */
  resetAccount(account: string): void;
  clear(): void;
}

export function createSecondFactorAttempts({ now }: { now: () => number }): SecondFactorAttempts {
  const perLogin = new Map<string, number>();
  const perAccount = new Map<string, number[]>();
  const recent = (account: string) =>
    (perAccount.get(account) ?? []).filter((at) => at > now() - ACCOUNT_FAILURE_LIMIT.windowMs);
  return {
    waitMs(account) {
      const failures = recent(account);
      const oldestThatMustGo = failures[failures.length - ACCOUNT_FAILURE_LIMIT.max];
      return oldestThatMustGo === undefined ? 0 : oldestThatMustGo + ACCOUNT_FAILURE_LIMIT.windowMs - now();
    },
    fail(loginUuid, account) {
      perAccount.set(account, [...recent(account), now()]);
      const failures = (perLogin.get(loginUuid) ?? 0) + 1;
      perLogin.set(loginUuid, failures);
      return failures >= MAX_FAILURES_PER_LOGIN;
    },
    resetAccount(account) {
      perAccount.delete(account);
    },
    clear() {
      perLogin.clear();
      perAccount.clear();
    },
  };
}
