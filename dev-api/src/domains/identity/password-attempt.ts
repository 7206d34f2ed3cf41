/**
 * One password attempt, once the caller has passed the bot check (the v2 login and the
 * broker's sign-in page): an account backing off waits (security/password-failures.ts);
 * otherwise the password is checked, a failure counted and a success forgets the
 * account's failures. An unknown email fails the same way, in the same time.
 */
import { checkPassword } from '../../security/passwords.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';

export type PasswordAttempt =
  | { outcome: 'ok'; identity: IdentityRecord }
  | { outcome: 'wrong' }
  | { outcome: 'backoff'; retryAfterS: number };

export async function attemptPassword(
  state: DevState,
  email: string,
  password: string,
): Promise<PasswordAttempt> {
  const waitMs = state.passwordFailures.waitMs(email);
  if (waitMs > 0) return { outcome: 'backoff', retryAfterS: Math.ceil(waitMs / 1000) };
  const identity = email ? state.byEmail(email) : undefined;
  const passwordOk = await checkPassword(password, identity?.passwordHash);
  if (!identity || !passwordOk) {
    state.passwordFailures.fail(email);
    return { outcome: 'wrong' };
  }
  state.passwordFailures.succeed(email);
  return { outcome: 'ok', identity };
}
