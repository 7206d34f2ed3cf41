/** The identity service: password, passcode and access-code login, two-step verification, the identity, registration. */
import { brokerAuthorizeUrl } from '../broker/authorize-url.ts';
import type { Domain, DomainContext } from '../domain.ts';
import {
  accessCodeLoginHandler,
  changePasswordHandler,
  getIdentityHandler,
  logoutHandler,
  passwordStatusHandler,
} from './account.ts';
import { loginHandler } from './login.ts';
import { redeemTokenHandler, sendTokenHandler } from './passcode.ts';
import {
  createBrokerInviteHandler,
  registerHandler,
  registrationVerificationHandler,
  sessionCheckHandler,
} from './registration.ts';
import {
  answerSecurityQuestionHandler,
  redeemTwoFactorCodeHandler,
  retrieveSecurityQuestionsHandler,
  sendTwoFactorCodeHandler,
  verifyTotpHandler,
} from './second-factor.ts';

export function identityDomain({ state, publicOrigin, appOrigin, allowedOrigins }: DomainContext): Domain {
  return {
    handlers: {
      login: loginHandler(state, (identityUuid) => brokerAuthorizeUrl(publicOrigin, { identityUuid })),
      sendToken: sendTokenHandler(state),
      redeemToken: redeemTokenHandler(state),
      sendTwoFactorCode: sendTwoFactorCodeHandler(state),
      redeemTwoFactorCode: redeemTwoFactorCodeHandler(state),
      verifyTotp: verifyTotpHandler(state),
      retrieveSecurityQuestions: retrieveSecurityQuestionsHandler(state),
      answerSecurityQuestion: answerSecurityQuestionHandler(state),
      getIdentity: getIdentityHandler(state),
      passwordStatus: passwordStatusHandler(state),
      changePassword: changePasswordHandler(state),
      logout: logoutHandler(state, { publicOrigin, allowedOrigins }),
      accessCodeLogin: accessCodeLoginHandler(state),
      registrationVerification: registrationVerificationHandler(state),
      register: registerHandler(state),
      createBrokerInvite: createBrokerInviteHandler(state, appOrigin),
      sessionCheck: sessionCheckHandler(state),
    },
  };
}
