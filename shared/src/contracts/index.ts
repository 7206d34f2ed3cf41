/**
 * `@lender/shared/contracts`: the contracts between the shell, the remotes and the servers that
 * serve their pages, as plain data and types without React or Chakra: the remote containers and
 * what each exposes, which remote screen renders where, the runtime configuration's schema, the
 * organization info a page carries, and which wallet types the product works with. The one home
 * of these names: browser code imports them from here too (the shell's start-up preloads this
 * entry, tooling/build/src/federation.ts).
 */
export {
  remoteContainers,
  type RemoteComponentId,
  type RemoteComponentModule,
  type RemoteComponents,
  type RemoteContainer,
  type RemoteExposes,
  type RemoteModuleId,
  type RemoteScreen,
  type RemoteScreenModule,
  type SwitchedAccount,
  type WalletModalProps,
  type WalletModalRequest,
} from './remotes.ts';
export { containerOf, remoteRouteFor, remoteRoutes, type RemoteRouteEntry } from './remote-routes.ts';
export {
  parseRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  type RuntimeConfig,
} from '../config/runtime-config.ts';
export { walletConfigOf } from '../config/wallet-config.ts';
export { APPLICATION_NAME } from './application.ts';
export { ORG_INFO_ELEMENT_ID, type OrgInfo } from '../brand/org-info.ts';
export { STANDALONE_PAGE_ELEMENT_ID, type StandalonePage } from './standalone-page.ts';
export { UNSUPPORTED_WALLET_TYPES, walletTypeSupport, type WalletTypeSupport } from './wallet-types.ts';
export { sameAddress } from '../rules/wallet-owner.ts';
