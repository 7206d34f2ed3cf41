import type { RemoteContainer, RemoteModuleId } from '@lender/shared';

/** The federation container of an exposed module id: `remote_login/LoginScreen` → `remote_login`. */
export function containerOf(id: RemoteModuleId): RemoteContainer {
  return id.slice(0, id.indexOf('/')) as RemoteContainer;
}
