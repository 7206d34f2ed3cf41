/**
 * Who is signed in, loaded once there is a session token: on a page that starts with
 * one, and after any login (the login remote, a passcode, a broker's return, another
 * tab). The identity goes in the session store, where the wallet screens and telemetry
 * (`identityId`) read it. The endpoint group is imported only then, so the login page
 * does not download it; a failure is logged and leaves the identity empty.
 */
import { APPLICATION_NAME } from '@lender/shared/contracts';
import { apiClient, getRuntimeConfig, sessionStore } from '@lender/shared';
import { type Identity } from '@lender/shared/endpoints/identity';

export interface IdentityLoader {
  load(jwt: string): Promise<Identity>;
  log?: (message: string, cause: unknown) => void;
}

const loadFromApi: IdentityLoader['load'] = async () => {
  const { loadIdentity } = await import('@lender/shared/endpoints/identity');
  return loadIdentity(apiClient, {
    audience: getRuntimeConfig().audience,
    applicationName: APPLICATION_NAME,
  });
};

/** Loads the identity for `jwt` into the session store, unless a logout or another login came first. */
function loadInto(
  jwt: string,
  { load = loadFromApi, log = console.warn }: Partial<IdentityLoader>,
): Promise<void> {
  return load(jwt).then(
    (identity) => {
      // A logout or another login meanwhile makes this answer stale.
      if (sessionStore.getState().jwt === jwt) sessionStore.getState().setIdentity(identity);
    },
    (error: unknown) => log('The signed-in identity could not be loaded', error),
  );
}

/** Keeps the session store's identity in step with its token; returns the stop. */
export function loadIdentityWhenSignedIn(loader: Partial<IdentityLoader> = {}) {
  const loadFor = (jwt: string | null) => {
    if (jwt && !sessionStore.getState().identity) void loadInto(jwt, loader);
  };
  loadFor(sessionStore.getState().jwt);
  return sessionStore.subscribe((state, previous) => {
    if (state.jwt !== previous.jwt) loadFor(state.jwt);
  });
}

/**
 * Loads the identity again for the current token: after an account switch (a verify
 * attached a wallet and stored a token acting as it), the identity's wallet changed.
 * Not on every new token: a renewed token (an `authorization` header) is the same identity.
 */
export function reloadIdentity(loader: Partial<IdentityLoader> = {}): Promise<void> {
  const { jwt } = sessionStore.getState();
  return jwt ? loadInto(jwt, loader) : Promise.resolve();
}
