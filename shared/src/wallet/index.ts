export {
  HOSTED_WALLET_OVERRIDE_KEY,
  hostedWalletUrl,
  passportSiteOf,
  walletConfigOf,
  walletEnvironmentOf,
  type WalletConfig,
} from '../config/wallet-config.ts';
export {
  checkConnectOptions,
  ConnectOptionsError,
  type ConnectOption,
  type ConnectOptions,
} from './connect-options.ts';
export {
  CONNECTION_PROOF_MESSAGES,
  connectionProofFault,
  sessionChangeFault,
  WalletProofError,
  type ConnectionClaim,
  type ConnectionProofFault,
  type ConnectionProofOptions,
} from './connection-proof.ts';
export {
  createWalletConnectionDriver,
  type WalletConnectionDriver,
  type WalletConnectionDriverOptions,
} from './connection-driver.ts';
export {
  isConnectionExpired,
  walletConnectionReducer,
  type WalletConnectionEvent,
} from './connection-reducer.ts';
export {
  createWalletConnectionStore,
  type WalletConnectionStore,
  type WalletSessionListener,
} from './connection-store.ts';
export {
  accountIdOf,
  addressOfAccountId,
  chainIdOf,
  MOBILE_METHODS,
  PROVENANCE_CHAINS,
  PROVENANCE_NAMESPACE,
  SESSION_PROPERTIES,
  USER_DISCONNECTED,
  USER_REJECTED,
  utf8ToHex,
  type RequestMetadata,
  type TxResponse,
} from './mobile/mobile-protocol.ts';
export {
  createMobileWalletAdapter,
  type MobileWalletAdapter,
  type MobileWalletAdapterOptions,
} from './mobile/mobile-wallet-adapter.ts';
export {
  prefetchSignClient,
  startSignClient,
  stopSignClient,
  switchVerifyOff,
  type SignClient,
  type SignClientSettings,
} from './mobile/sign-client.ts';
export {
  WALLET_ACCOUNT_CHANGED,
  WALLET_ENDED_CONNECTION,
  WALLET_EXTENSION_MISSING,
  WALLET_RELAY_TIMEOUT_MS,
  WALLET_REQUEST_REJECTED,
  WALLET_UNREACHABLE,
  WalletExtensionMissingError,
  WalletRejectedError,
  walletErrorOf,
  WalletUnreachableError,
  withinTime,
} from './wallet-errors.ts';
export {
  createRpcWalletMethods,
  type RpcWalletMethods,
  type HeldConnection,
  type RpcWalletMethodsOptions,
} from './rpc-wallet-methods.ts';
export {
  frameMessageOf,
  HOSTED_METHODS,
  PARENT_ORIGIN_PARAM,
  type FrameMessage,
  type HostedConnectAnswer,
  type PageMessage,
} from './hosted/hosted-protocol.ts';
export {
  createHostedWalletAdapter,
  type HostedWalletAdapterOptions,
} from './hosted/hosted-wallet-adapter.ts';
export {
  EXTENSION_GLOBAL,
  EXTENSION_METHODS,
  EXTENSION_RECEIVE_EVENT,
  EXTENSION_SEND_EVENT,
  EXTENSION_SENDER,
  extensionInstalled,
  extensionMessageOf,
  PAGE_SENDER,
  type ExtensionConnectAnswer,
  type ExtensionMessage,
  type ExtensionRequest,
  type PageToExtension,
} from './extension/extension-protocol.ts';
export {
  createExtensionWalletAdapter,
  type ExtensionWalletAdapterOptions,
} from './extension/extension-wallet-adapter.ts';
export {
  createPageWallet,
  isSavedWalletSession,
  type PageWallet,
  type PageWalletOptions,
  type SavedWalletSession,
} from './page/page-wallet.ts';
export {
  HOSTED_FRAME_PARENT_ID,
  pagePassportSite,
  pageWallet,
  WALLET_UNAVAILABLE,
} from './page/page-wallet-instance.ts';
export {
  createWalletKindSwitch,
  SAVED_CONNECTION_ENDED,
  type AdapterFactories,
  type WalletKindSwitch,
} from './page/wallet-kind-switch.ts';
export { ADDRESS_HEAD, ADDRESS_TAIL, shortenAddress } from '../rules/shortened-address.ts';
export { isOwnerWallet, OWNER_LABEL, sameAddress, walletRoleLabel } from '../rules/wallet-owner.ts';
// Here too, so the wallet modal reads a login token without loading the crypto entry (jose is here already).
export { walletOfLoginToken, type TokenAddresses } from '../crypto/token-address.ts';
export { createInMemoryWallet, type InMemoryWallet, type InMemoryWalletOptions } from './in-memory-wallet.ts';
export type {
  SendMessageResult,
  SwitchToGroupResult,
  WalletAdapter,
  WalletAdapterEvent,
  WalletConnection,
  WalletKind,
  WalletMessage,
} from './wallet-adapter.ts';
export {
  WALLET_APP_IDS,
  walletAppIdFor,
  walletKindOfAppId,
  type WalletAppId,
  type WalletAppKind,
  type WalletEnvironment,
} from './wallet-app-ids.ts';
export * from './wallet-constants.ts';
export { createEmitter, type Emitter, type WalletEventName, type WalletEvents } from './wallet-events.ts';
export {
  SendMessageError,
  sessionUpdateFor,
  type WalletMethodResults,
  type WalletSessionUpdate,
} from './wallet-method-results.ts';
export {
  initialWalletModal,
  initialWalletSession,
  WALLET_METHODS,
  type RepresentedGroupPolicy,
  type WalletAttribute,
  type WalletMethod,
  type WalletModal,
  type WalletPeer,
  type WalletSession,
  type WalletStatus,
} from './wallet-session.ts';
