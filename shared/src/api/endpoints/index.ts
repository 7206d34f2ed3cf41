/**
 * Every endpoint the front end calls, by operation id: the registry the OpenAPI
 * contract is generated from. Add an endpoint's file, then list it here.
 */
import { accessCodeLogin } from './identity/access-code-login.ts';
import { accountAccess } from './wallet/account-access.ts';
import { answerSecurityQuestion } from './identity/answer-security-question.ts';
import { attachWallet } from './identity/attach-wallet.ts';
import { brokerFigureInfo } from './broker/figure-info.ts';
import { brokerLogin } from './broker/login.ts';
import { brokerLogout } from './broker/logout.ts';
import { changePassword } from './identity/change-password.ts';
import { createBrokerInvite } from './identity/create-broker-invite.ts';
import { createHostedAccount } from './wallet/create-hosted-account.ts';
import { createShortLink } from './public/create-short-link.ts';
import { createTelemetrySession } from './telemetry/create-session.ts';
import { createWallet } from './wallet/create-wallet.ts';
import { experimentDecision } from './experiments/decision.ts';
import { featureFlag } from './experiments/feature-flag.ts';
import { getBanners } from './public/banners.ts';
import { getCreatorPassport } from './passport/creator-passport.ts';
import { getCreatorPassportStatus } from './passport/creator-passport-status.ts';
import { getIdentity } from './identity/get-identity.ts';
import { getPassport } from './passport/passport.ts';
import { getPassportStatus } from './passport/passport-status.ts';
import { listAccounts } from './wallet/list-accounts.ts';
import { login } from './identity/login.ts';
import { loginRedirect } from './identity/login-redirect.ts';
import { logout } from './identity/logout.ts';
import { passwordStatus } from './identity/password-status.ts';
import { provenanceConversionTicket } from './public/provenance-conversion-ticket.ts';
import { redeemToken } from './identity/redeem-token.ts';
import { redeemTwoFactorCode } from './identity/redeem-two-factor-code.ts';
import { register } from './identity/register.ts';
import { registrationVerification } from './identity/registration-verification.ts';
import { retrieveSecurityQuestions } from './identity/retrieve-security-questions.ts';
import { selectAccount } from './wallet/select-account.ts';
import { sendContinueAppEmail } from './lead-portal/send-continue-app-email.ts';
import { sendTelemetryEvent } from './telemetry/send-event.ts';
import { sendToken } from './identity/send-token.ts';
import { sendTwoFactorCode } from './identity/send-two-factor-code.ts';
import { sessionCheck } from './identity/session-check.ts';
import { storeBorrowerQueryParams } from './lead-portal/store-query-params.ts';
import { verifyTotp } from './identity/verify-totp.ts';
import { walletJwt } from './identity/wallet-jwt.ts';
import { walletNonce } from './identity/wallet-nonce.ts';
import { walletToken } from './wallet/wallet-token.ts';

export const endpoints = {
  accessCodeLogin,
  accountAccess,
  answerSecurityQuestion,
  attachWallet,
  brokerFigureInfo,
  brokerLogin,
  brokerLogout,
  changePassword,
  createBrokerInvite,
  createHostedAccount,
  createShortLink,
  createTelemetrySession,
  createWallet,
  experimentDecision,
  featureFlag,
  getBanners,
  getCreatorPassport,
  getCreatorPassportStatus,
  getIdentity,
  getPassport,
  getPassportStatus,
  listAccounts,
  login,
  loginRedirect,
  logout,
  passwordStatus,
  provenanceConversionTicket,
  redeemToken,
  redeemTwoFactorCode,
  register,
  registrationVerification,
  retrieveSecurityQuestions,
  selectAccount,
  sendContinueAppEmail,
  sendTelemetryEvent,
  sendToken,
  sendTwoFactorCode,
  sessionCheck,
  storeBorrowerQueryParams,
  verifyTotp,
  walletJwt,
  walletNonce,
  walletToken,
} as const;

export type EndpointId = keyof typeof endpoints;

// What answers these endpoints (the dev API, the jest mock API) matches paths with this.
