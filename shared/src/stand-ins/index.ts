/**
 * `@lender/shared/stand-ins`: what the local stand-ins for the lender's services and the
 * wallets (`dev-api`, `test-wallets`) share with the product and no page loads: the endpoint
 * registry and its OpenAPI document, the signing code, the wallet side of the wallet protocols,
 * and the rules and texts the dev API answers with (`serviceRules`: the forms' rules without the
 * main entry's UI library). Never imported by an app's page (lint keeps it
 * out); its changes are listed in shared/CHANGELOG.md but, like `@lender/shared/testing`, do not
 * move the version.
 */
export { endpoints, type EndpointId } from '../api/endpoints/index.ts';
export { compilePathTemplate, type PathMatcher } from '../api/path-template.ts';
export { buildOpenApiDocument } from '../contracts/openapi.ts';

// Signing and verifying (ES256K), as a wallet and the services do it.
export { signHexMessage, verifyHexSignature } from '../crypto/hex-signature.ts';
export { signJwtES256K, verifyJwtES256K } from '../crypto/jwt-es256k.ts';
export { addressFromPublicKey, generateKeyPair, publicKeyHex } from '../crypto/keys.ts';
export { buildSignedTokenPayload } from '../crypto/signed-token-payload.ts';

// The wallet's side of the protocols the page's wallet speaks.
export { createWalletConnectionDriver } from '../wallet/connection-driver.ts';
export {
  accountIdOf,
  MOBILE_METHODS,
  PROVENANCE_CHAINS,
  PROVENANCE_NAMESPACE,
  SESSION_PROPERTIES,
  USER_DISCONNECTED,
  USER_REJECTED,
  utf8ToHex,
  type RequestMetadata,
} from '../wallet/mobile/mobile-protocol.ts';
export {
  createMobileWalletAdapter,
  type MobileWalletAdapter,
} from '../wallet/mobile/mobile-wallet-adapter.ts';
export {
  startSignClient,
  stopSignClient,
  type SignClient,
  type SignClientSettings,
} from '../wallet/mobile/sign-client.ts';
export {
  WALLET_ENDED_CONNECTION,
  WALLET_REQUEST_REJECTED,
  WALLET_UNREACHABLE,
  WalletRejectedError,
  WalletUnreachableError,
} from '../wallet/wallet-errors.ts';
export type { HostedConnectAnswer } from '../wallet/hosted/hosted-protocol.ts';
export type { ExtensionConnectAnswer } from '../wallet/extension/extension-protocol.ts';
export type { WalletAdapterEvent } from '../wallet/wallet-adapter.ts';

// The rule texts and lists the dev API answers with, as the forms show them.
export { LOCAL_BOT_CHECK_PATH } from '../bot-check/bot-check.ts';
export { STORAGE_OR_MEMORY_JS } from './storage-in-script.ts';
export { PASSWORD_SETUP_MESSAGES } from '../rules/password-setup.ts';
export { CODE_MESSAGES } from '../rules/code-fields.ts';
export { PASSPORT_STATUSES } from '../rules/passport-status.ts';
export { SIGN_IN_EXPERIMENT_KEYS } from '../telemetry/experiments.ts';
export { serviceRules } from './service-rules.ts';
