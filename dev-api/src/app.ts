/** Assembles the dev API from a seed: its state, the handlers per domain and, outside production, the development routes. */
import type { Server } from 'node:http';
import { devRoutes } from './dev/dev-routes.ts';
import {
  accessCodeLoginHandler,
  changePasswordHandler,
  getIdentityHandler,
  logoutHandler,
  passwordStatusHandler,
} from './domains/identity/account.ts';
import { loginHandler } from './domains/identity/login.ts';
import { redeemTokenHandler, sendTokenHandler } from './domains/identity/passcode.ts';
import {
  answerSecurityQuestionHandler,
  redeemTwoFactorCodeHandler,
  retrieveSecurityQuestionsHandler,
  sendTwoFactorCodeHandler,
  verifyTotpHandler,
} from './domains/identity/second-factor.ts';
import { createDevApi } from './server.ts';
import type { Seed } from './seed/seed-schema.ts';
import { createDevState, type DevState } from './state/dev-state.ts';

export interface DevApiAppOptions {
  seed: Seed;
  allowedOrigins: readonly string[];
  /** Where this server is reached, for the links it hands out (broker redirects). */
  publicOrigin: string;
  production?: boolean;
  now?: () => number;
}

export async function createDevApiApp(
  options: DevApiAppOptions,
): Promise<{ server: Server; state: DevState }> {
  const state = await createDevState(options.seed, { now: options.now });
  const brokerAuthorizeUrl = (identityUuid: string) =>
    `${options.publicOrigin}/__dev/broker/authorize?identityUuid=${encodeURIComponent(identityUuid)}`;
  const server = createDevApi({
    allowedOrigins: options.allowedOrigins,
    handlers: {
      login: loginHandler(state, brokerAuthorizeUrl),
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
      logout: logoutHandler(state),
      accessCodeLogin: accessCodeLoginHandler(state),
    },
    dev: options.production ? undefined : devRoutes(state),
  });
  return { server, state };
}
