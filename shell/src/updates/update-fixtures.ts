/** For the tests of this folder: a tab that loaded remote_login, and the pointer as a server answers it. */
import { localRuntimeConfigInput } from '@lender/shared/testing';
import type { RemoteContainer } from '@lender/shared/contracts';

/** Where the tab loaded remote_login from (the local configuration's entry). */
export const LOADED = localRuntimeConfigInput.remotes.remote_login;
/** The same remote's next version folder. */
export const MOVED = 'http://127.0.0.1:3001/v2/mf-manifest.json';

/** The runtime configuration with some remotes' entries changed. */
export const pointerJson = (moves: Partial<Record<RemoteContainer, string>> = {}) => ({
  ...localRuntimeConfigInput,
  remotes: { ...localRuntimeConfigInput.remotes, ...moves },
});

/** `/runtime-config.json` once the pointer names `login` for remote_login. */
export const pointerAnswer = (login: string): Response => Response.json(pointerJson({ remote_login: login }));
