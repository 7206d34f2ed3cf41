/**
 * `@lender/shared/contracts`: the plain-data contracts (paths, remote containers,
 * which remote screen renders where, the runtime configuration's schema) without
 * React or Chakra, for the servers that serve pages. Browser code imports these
 * from `@lender/shared`.
 */
export { remoteContainers, type RemoteContainer, type RemoteModuleId } from './remotes.ts';
export { containerOf, remoteRouteFor, remoteRoutes, type RemoteRouteEntry } from './remote-routes.ts';
export {
  parseRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  type RuntimeConfig,
} from '../config/runtime-config.ts';
export { walletConfigOf, type WalletConfig } from '../config/wallet-config.ts';
export { APPLICATION_NAME } from './application.ts';
export { ORG_INFO_ELEMENT_ID, parseOrgInfo, type OrgInfo } from '../brand/org-info.ts';
// Which wallet types the product works with, and how: one list for the modal and the services.
export * from './wallet-types.ts';
export { sameAddress } from '../rules/wallet-owner.ts';
