export {
  AUTH_BASE,
  DEFAULT_REDIRECT,
  paths,
  WALLET_MODAL_PARAM,
  withQuery,
  type AppPath,
} from './contracts/routes.ts';
export {
  remoteContainers,
  type RemoteContainer,
  type RemoteComponentId,
  type RemoteComponentModule,
  type RemoteComponents,
  type RemoteExposes,
  type SwitchedAccount,
  type WalletModalProps,
  type WalletModalRequest,
  type WalletModalSection,
  type RemoteModuleId,
  type RemoteScreen,
  type RemoteScreenModule,
} from './contracts/remotes.ts';
// `remoteRouteFor`: a path's screen (the shell's start-up loads it early; servers read it from `@lender/shared/contracts`).
export {
  containerOf,
  remoteRouteFor,
  remoteRoutes,
  type RemoteRouteEntry,
} from './contracts/remote-routes.ts';
export {
  getRuntimeConfig,
  peekRuntimeConfig,
  parseRuntimeConfig,
  readRuntimeConfigFromDocument,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  setRuntimeConfig,
  type RuntimeConfig,
} from './config/runtime-config.ts';
export { createJwtStorage, jwtStorage, JWT_STORAGE_KEY, type TokenStorage } from './session/jwt-storage.ts';
export {
  createSessionStore,
  sessionStore,
  useSession,
  type SessionState,
  type WalletSelection,
} from './session/session-store.ts';
export {
  clearStoredSession,
  local as localStorageSource,
  session as sessionStorageSource,
  SESSION_KEY_PREFIXES,
  SESSION_KEYS,
  storedJson,
  storedString,
  type StoredValue,
} from './session/web-storage.ts';
export { disconnectRegisteredWallet, registerWalletDisconnect } from './session/wallet-disconnect.ts';
export {
  initialWalletSession,
  type WalletModal,
  type WalletSession,
  type WalletStatus,
} from './wallet/wallet-session.ts';
export type { Identity, LegacyIdentity } from './api/endpoints/identity/load-identity.ts';
export {
  announceIdentityTokenUpdates,
  IDENTITY_TOKEN_UPDATED,
  type IdentityTokenUpdate,
} from './session/token-events.ts';
export {
  brands,
  FALLBACK_SUPPORT_PHONE,
  isPartnerLabel,
  supportPhoneOf,
  partnerLabels,
  type Brand,
  type BrandId,
  type PartnerLabel,
} from './brand/brands.ts';
export {
  brandForOrgCode,
  NO_PRIVATE_LABEL_MESSAGE,
  resolveBrand,
  type OrgInfo,
} from './brand/resolve-brand.ts';
export { BrandProvider, useBrand } from './brand/brand-context.tsx';
export { useRequiredContext } from './ui/use-required-context.ts';
export { registerDebugHandle } from './debug-handles.ts';
export { describeToken, type TokenSubject } from './session/token-claims.ts';
export { createBrandSystem } from './brand/theme.ts';
export * from './ui/chakra.ts';
export * from './ui/router.ts';
export { AppProviders } from './ui/AppProviders.tsx';
export { cspNonce } from './ui/csp-nonce.ts';
export {
  CheckboxField,
  CodeField,
  EmailField,
  Form,
  PasswordField,
  TextField,
  type CheckboxFieldProps,
  type TextFieldProps,
} from './ui/fields.tsx';
export { ModalDialog, type ModalDialogProps } from './ui/modal-dialog.tsx';
export { useSingleFlight } from './ui/use-single-flight.ts';
export {
  useFormFields,
  type FieldBinding,
  type FieldErrors,
  type FormFields,
  type FormFieldsOptions,
} from './ui/use-form-fields.ts';
export { CODE_RESENT_MESSAGE, notifyError, type NotifyErrorOptions } from './ui/notify-error.ts';
export { LoadingStatus, type LoadingStatusProps } from './ui/loading-status.tsx';
export { RecaptchaNotice } from './ui/recaptcha-notice.tsx';
export { lazyPart, LazySlot, type LazyPart, type LazySlotProps } from './ui/lazy-part.tsx';
export {
  BOT_CHECK_FAILED_MESSAGE,
  createBotCheck,
  createLocalBotCheck,
  createRecaptchaBotCheck,
  LOCAL_BOT_CHECK_PATH,
  type BotCheck,
  type BotCheckConfig,
} from './bot-check/bot-check.ts';
export {
  loadToaster,
  notify,
  TOAST_MAX_VISIBLE,
  ToasterHost,
  type Notice,
  type ToastKind,
} from './ui/notify.tsx';
export { announce, LIVE_REGION_CLEAR_MS, LiveRegion } from './ui/live-region.tsx';

// The API: one client for the page and the endpoint mechanism (query bindings are
// `@lender/shared/query`). The
// endpoints themselves are entries of their own, `@lender/shared/endpoints/<group>`,
// loaded with the screens that call them; only their types are exported here.
export {
  API_TIMEOUT_MS,
  createApiClient,
  isWalletPath,
  type ApiClient,
  type RequestOptions,
} from './api/client.ts';
export {
  ApiError,
  errorMessages,
  NO_RESPONSE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from './api/errors.ts';
export {
  defineEndpoint,
  EndpointInputError,
  fillPath,
  type Endpoint,
  type EndpointInput,
  type RequestParts,
} from '@lender/shared/endpoint';
export { apiClient, setSessionReplayHeaders } from './api/instance.ts';
export type { Alias, TwoFactorOptions } from './api/endpoints/identity/schemas.ts';
export type { LoginResponse } from './api/endpoints/identity/login.ts';
export type { Account, AuthorizedWallet } from './api/endpoints/wallet/schemas.ts';
export type { Audience, BrokerIdentity } from './api/endpoints/broker/schemas.ts';
export type { Passport as GatewayPassport } from './api/endpoints/passport/schemas.ts';

// The rules of the specification (section 5) and the redirect sanitiser. The onboarding
// redirect's rules (with the wallet-owner and address rules) are `@lender/shared/onboarding`
// and the banners' `@lender/shared/banners`: entries of their own, off the login page.
export * from './rules/email.ts';
export * from './rules/login-password.ts';
export * from './rules/password-setup.ts';
export type * from './rules/password-strength.ts';
export { loadPasswordStrength } from './rules/password-strength.ts';
export * from './rules/code-input.ts';
export * from './rules/code-fields.ts';
export * from './rules/text-fields.ts';
export * from './rules/phone.ts';
export * from './rules/credentials.ts';
export * from './rules/passport-status.ts';
export * from './rules/flow-intent.ts';
export * from './rules/startup-params.ts';
export { StartupParamsProvider, useStartupParams } from './navigation/startup-params-context.tsx';
export {
  LOGIN_STATE_MAX_AGE_MS,
  newStateNonce,
  pruneLoginStates,
  saveLoginState,
  STATE_NONCE_BYTES,
  takeLoginState,
} from './navigation/login-state.ts';
export { APPLICATION_NAME } from './contracts/application.ts';
// Which wallet types the product works with, and how: one list for the modal and the services.
export * from './contracts/wallet-types.ts';
export { ORG_INFO_ELEMENT_ID, orgCodeOf, parseOrgInfo, readOrgInfoFromDocument } from './brand/org-info.ts';
export { DEFAULT_LOGO_PATH, privateLabelLogoUrl } from './brand/logo-source.ts';
export { firstMessage } from './rules/field-rule.ts';
export {
  MAX_REDIRECT_LENGTH,
  resolveSafeRedirect,
  sanitizeRedirect,
} from './navigation/redirect-sanitiser.ts';
export { pageExit } from './navigation/leave-page.ts';
export { isBrokerUrl } from './navigation/broker-url.ts';
