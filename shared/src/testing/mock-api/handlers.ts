/** Default answers per domain: the happy path of each call; tests override the rest. */
import { LOCAL_BOT_CHECK_PATH } from '../../bot-check/bot-check.ts';
import {
  answerSecurityQuestion,
  changePassword,
  login,
  redeemToken,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendToken,
  sendTwoFactorCode,
  verifyTotp,
} from '../../api/endpoints/identity/index.ts';
import { storeBorrowerQueryParams } from '../../api/endpoints/lead-portal/index.ts';
import { listAccounts, selectAccount } from '../../api/endpoints/wallet/index.ts';
import { accountFixtures } from '../fixtures/wallet/index.ts';
import { loginFixtures, passcodeFixtures } from '../fixtures/login/index.ts';
import { reply, route, type MockRoute } from './mock-api.ts';

export const securityQuestionsFixture = [
  { uuid: 'q-1', question: 'What was the name of your first pet?' },
  { uuid: 'q-2', question: 'In what city were you born?' },
  { uuid: 'q-3', question: 'What was your first car?' },
];

export const identityHandlers = (): MockRoute[] => [
  // The local bot check's token (shared/src/bot-check), as the dev API hands it out.
  route({ method: 'GET', path: LOCAL_BOT_CHECK_PATH }, () => reply({ token: 'local-recaptcha.test' })),
  route(login, () => reply(loginFixtures.passwordAccepted)),
  route(sendToken, () => reply(passcodeFixtures.sent)),
  route(redeemToken, () => reply(passcodeFixtures.redeemed)),
  route(sendTwoFactorCode, () => reply({})),
  route(redeemTwoFactorCode, () => reply(loginFixtures.passwordAccepted)),
  route(verifyTotp, () => reply(loginFixtures.passwordAccepted)),
  route(retrieveSecurityQuestions, () => reply(securityQuestionsFixture)),
  route(answerSecurityQuestion, () => reply(loginFixtures.passwordAccepted)),
  route(changePassword, () => reply({})),
];

export const walletHandlers = (): MockRoute[] => [
  route(listAccounts, () => reply(accountFixtures.individualAndOrganization)),
  route(selectAccount, () => reply({})),
];

export const leadPortalHandlers = (): MockRoute[] => [route(storeBorrowerQueryParams, () => reply({}))];
