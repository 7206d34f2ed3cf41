/**
 * Logins: each successful sign-in starts one, and every token minted from it (the
 * login's own, the wallet tokens and renewals made with it) carries its id as the
 * `sid` claim. A token is good only while its login is live: logout ends the login,
 * and with it every token it minted; a password change ends the account's other
 * logins. How the login was proven (`method`) and when decide what it may do
 * without the password (a password change straight after a passcode login, say).
 */
import { randomUUID } from 'node:crypto';

/** How a login was proven: a password (with any second factor), an emailed code, a signer's access code. */
export type LoginMethod = 'password' | 'passcode' | 'access-code';

export interface Login {
  subject: string;
  method: LoginMethod;
  startedAt: number;
}

export interface Logins {
  /** A new live login of `subject` (an identity uuid); returns its id. */
  start(subject: string, method: LoginMethod): string;
  /** The login while it is live. */
  get(sid: string): Login | undefined;
  /** Logout: true when the login was live. */
  end(sid: string): boolean;
  /** Ends every live login of `subject` except `keep`; returns how many ended. */
  endAllOf(subject: string, keep?: string): number;
  clear(): void;
}

export function createLogins({ now }: { now: () => number }): Logins {
  const live = new Map<string, Login>();
  return {
    start(subject, method) {
      const sid = randomUUID();
      live.set(sid, { subject, method, startedAt: now() });
      return sid;
    },
    get: (sid) => live.get(sid),
    end: (sid) => live.delete(sid),
    endAllOf(subject, keep) {
      let ended = 0;
      for (const [sid, login] of live) {
        if (login.subject !== subject || sid === keep) continue;
        live.delete(sid);
        ended += 1;
      }
      return ended;
    },
    clear() {
      live.clear();
    },
  };
}
