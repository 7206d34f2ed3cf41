/**
 * `@lender/shared`: what every page of the product loads, the shell's start-up and each remote
 * alike: the session and its stores, the API client, the brand, the UI kit and router the screens
 * render with, and the rules of the specification the sign-in forms apply. The page's host
 * provides it as a federated singleton, so every export here is a contract between
 * independently deployed apps (shared/CHANGELOG.md; `shared/api/` is the report `npm test`
 * checks). Export a name from the one entry that fits it, and only when an app uses it:
 *
 * - `@lender/shared/contracts`: the contracts between shell, remotes and servers (no React);
 * - `@lender/shared/endpoint`, `@lender/shared/endpoints/<group>`: the API's endpoints, loaded
 *   with the screens that call them;
 * - `@lender/shared/wallet`, `/onboarding`, `/banners`, `/telemetry`, `/password-form`,
 *   `/standalone`, `/brand-data`: code only some screens or pages load;
 * - `@lender/shared/testing`, `@lender/shared/stand-ins`: for tests and the local stand-ins
 *   (the dev API, the test wallets); never loaded by a page.
 */
export { DEFAULT_REDIRECT, paths, WALLET_MODAL_PARAM, withQuery } from './contracts/routes.ts';
export { getRuntimeConfig, setRuntimeConfig } from './config/page-config.ts';
export { readRuntimeConfigFromDocument } from './config/runtime-config.ts';
export { jwtStorage } from './session/jwt-storage.ts';
export { sessionStore, useSession } from './session/session-store.ts';
export {
  clearStoredSession,
  local as localStorageSource,
  session as sessionStorageSource,
  SESSION_KEYS,
  storedJson,
  storedString,
  type StoredValue,
} from './session/web-storage.ts';
export { disconnectRegisteredWallet, registerWalletDisconnect } from './session/wallet-disconnect.ts';
export { initialWalletSession, type WalletSession, type WalletStatus } from './wallet/wallet-session.ts';
export { announceIdentityTokenUpdates } from './session/token-events.ts';
export { brands, supportPhoneOf, type Brand } from './brand/brands.ts';
export { resolveBrand } from './brand/resolve-brand.ts';
export { useBrand } from './brand/brand-context.tsx';
export { useRequiredContext } from './ui/use-required-context.ts';
export { registerDebugHandle } from './debug-handles.ts';
export { describeToken } from './session/token-claims.ts';
export { Box, Button, chakra, Container, Flex, Heading, Link, Stack, Text } from './ui/chakra.ts';
export {
  BrowserRouter,
  createPath,
  matchRoutes,
  Navigate,
  Outlet,
  parsePath,
  Router,
  RouterLink,
  useLocation,
  useNavigate,
  useRoutes,
  type Navigator,
  type RouteObject,
  type To,
} from './ui/router.ts';
export { AppProviders } from './ui/AppProviders.tsx';
export { cspNonce } from './ui/csp-nonce.ts';
export { CheckboxField, CodeField, EmailField, Form, PasswordField, TextField } from './ui/fields.tsx';
export { ModalDialog } from './ui/modal-dialog.tsx';
export { useSingleFlight } from './ui/use-single-flight.ts';
export { useFormFields } from './ui/use-form-fields.ts';
export { CODE_RESENT_MESSAGE, notifyError, notifyFormError } from './ui/notify-error.ts';
export { SubmitWithCountdown, useRetryCountdown } from './ui/retry-countdown/use-retry-countdown.tsx';
export { LoadingStatus } from './ui/loading-status.tsx';
export { RecaptchaNotice } from './ui/recaptcha-notice.tsx';
export { lazyPart, LazySlot, type LazyPart } from './ui/lazy-part.tsx';
export { createBotCheck, type BotCheck } from './bot-check/bot-check.ts';
export { notify, ToasterHost } from './ui/notify.tsx';
export { announce, LiveRegion } from './ui/live-region.tsx';
export { SkipLink } from './ui/skip-link.tsx';

// The API: one client for the page. The endpoints are entries of their own,
// `@lender/shared/endpoints/<group>`, loaded with the screens that call them.
export { createApiClient, type ApiClient } from './api/client.ts';
export { ApiError, errorMessages, TOO_MANY_REQUESTS_MESSAGE } from './api/errors.ts';
export { apiClient } from './api/instance.ts';

// The rules of the specification (section 5) the sign-in forms apply. The onboarding
// redirect's rules are `@lender/shared/onboarding`, the wallet owner's `@lender/shared/wallet`
// and the banners' `@lender/shared/banners`: entries of their own, off the login page.
export { validateEmail } from './rules/email.ts';
export { validateLoginPassword } from './rules/login-password.ts';
export { passwordSetupErrors } from './rules/password-setup.ts';
export { loadPasswordStrength, type PasswordScore, type PasswordScorer } from './rules/password-strength.ts';
export { CODE_LENGTH } from './rules/code-input.ts';
export {
  validatePartnerCode,
  validatePasscode,
  validateRegistrationCode,
  validateTwoFactorCode,
} from './rules/code-fields.ts';
export {
  ACCOUNT_NAME_REQUIRED,
  isAccountNameSubmitDisabled,
  SECURITY_ANSWER_REQUIRED,
  validateAccountName,
  validateSecurityAnswer,
} from './rules/text-fields.ts';
export { formatPhone, telHref } from './rules/phone.ts';
export { parseStartupParams, type StartupParams } from './rules/startup-params.ts';
export { StartupParamsProvider, useStartupParams } from './navigation/startup-params-context.tsx';
export { newStateNonce, pruneLoginStates, saveLoginState, takeLoginState } from './navigation/login-state.ts';
export { orgCodeOf, readOrgInfoFromDocument } from './brand/org-info.ts';
export { privateLabelLogoUrl } from './brand/logo-source.ts';
export { pageExit } from './navigation/leave-page.ts';
export { isBrokerUrl } from './navigation/broker-url.ts';
