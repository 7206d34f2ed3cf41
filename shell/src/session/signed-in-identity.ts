/**
 * Who is signed in, loaded once there is a session token: on a page that starts with
 * one, and after any login (the login remote, a passcode, a broker's return, another
 * tab). The identity is server state (docs/architecture.md, "Server state"): read through the
 * page's query client under the asker's key, so the onboarding screen's read of it is the same
 * entry; its answer fills the session store, where the screens (the wallet screens, telemetry's
 * `identityId`) keep reading it: one source. The endpoint group and the query entry are
 * imported only then, so the login page does not download them; a failure is logged and
 * leaves the identity empty.
 */
import { APPLICATION_NAME } from '@lender/shared/contracts';
import { apiClient, describeToken, getRuntimeConfig, sessionStore } from '@lender/shared';
import { type Identity } from '@lender/shared/endpoints/identity';
import { serverState } from '../server-state/server-state.ts';

export interface IdentityLoader {
  /** The identity for `jwt`; `fresh`: not the cached answer (the account changed). */
  load(jwt: string, fresh: boolean): Promise<Identity>;
  log?: (message: string, cause: unknown) => void;
}

const loadFromApi: IdentityLoader['load'] = async (_jwt, fresh) => {
  const [{ loadIdentity }, { forgetAsked, queryKeys, readAsked }] = await Promise.all([
    import('@lender/shared/endpoints/identity'),
    serverState(),
  ]);
  const { audience } = getRuntimeConfig();
  const key = (asker: Parameters<typeof queryKeys.identity>[0]) => queryKeys.identity(asker, audience);
  if (fresh) forgetAsked(key);
  return readAsked(key, () => loadIdentity(apiClient, { audience, applicationName: APPLICATION_NAME }));
};

/** Loads the identity for `jwt` into the session store, unless a logout or another login came first. */
function loadInto(
  jwt: string,
  fresh: boolean,
  { load = loadFromApi, log = console.warn }: Partial<IdentityLoader>,
): Promise<void> {
  return load(jwt, fresh).then(
    (identity) => {
      // A logout or another login meanwhile makes this answer stale.
      if (sessionStore.getState().jwt === jwt) sessionStore.getState().setIdentity(identity);
    },
    (error: unknown) => log('The signed-in identity could not be loaded', error),
  );
}

/** Whether two tokens are the same person acting as the same account (a renewed token). */
const sameAsker = (a: string, b: string) => {
  const [before, after] = [describeToken(a), describeToken(b)];
  return before.label !== null && before.label === after.label && before.account === after.account;
};

/**
 * Keeps the session store's identity in step with its token; returns the stop. A token of
 * someone else (another tab's sign-in over this one, a token naming nobody) or of another
 * account (a switch: the identity's `x-addr`/`x-grp` change) empties the identity before the new
 * one loads: the page never shows the previous person's or account's, even for a moment.
 */
export function loadIdentityWhenSignedIn(loader: Partial<IdentityLoader> = {}) {
  const loadFor = (jwt: string | null) => {
    if (jwt && !sessionStore.getState().identity) void loadInto(jwt, false, loader);
  };
  loadFor(sessionStore.getState().jwt);
  return sessionStore.subscribe((state, previous) => {
    if (state.jwt === previous.jwt) return;
    if (state.jwt && previous.jwt && state.identity && !sameAsker(state.jwt, previous.jwt))
      sessionStore.getState().setIdentity(null);
    loadFor(state.jwt);
  });
}

/**
 * Loads the identity again for the current token: after an account switch (a verify
 * attached a wallet and stored a token acting as it), the identity's wallet changed.
 */
export function reloadIdentity(loader: Partial<IdentityLoader> = {}): Promise<void> {
  const { jwt, identity } = sessionStore.getState();
  // Emptied by the new token (above), its load is already under way for it: the same read, not
  // a second request; still there, it is the cached answer, and a fresh one is asked for.
  return jwt ? loadInto(jwt, identity !== null, loader) : Promise.resolve();
}
