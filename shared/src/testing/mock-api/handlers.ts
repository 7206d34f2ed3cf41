/** Default answers per domain: the happy path of each call; tests override the rest. */
import { accountFixtures } from '../fixtures/wallet/index.ts';
import { loginFixtures, passcodeFixtures } from '../fixtures/login/index.ts';
import { reply, route, type MockRoute } from './mock-api.ts';

export const identityHandlers = (): MockRoute[] => [
  // The local bot check's token (shared/src/bot-check), as the dev API hands it out.
  route('GET', '/__dev/recaptcha-token', () => reply({ token: 'local-recaptcha.test' })),
  route('POST', '/identity/api/v2/login', () => reply(loginFixtures.passwordAccepted)),
  route('POST', '/identity/api/v1/token/send', () => reply(passcodeFixtures.sent)),
  route('PUT', '/identity/api/v1/token/redeem', () => reply(passcodeFixtures.redeemed)),
  route('POST', '/identity/api/v1/2fa/send', () => reply({})),
  route('PUT', '/identity/api/v1/2fa/redeem', () => reply(loginFixtures.passwordAccepted)),
  route('POST', '/identity/api/v1/totp', () => reply(loginFixtures.passwordAccepted)),
  route('POST', '/identity/api/v1/question/retrieve', () =>
    reply([
      { uuid: 'q-1', question: 'What was the name of your first pet?' },
      { uuid: 'q-2', question: 'In what city were you born?' },
      { uuid: 'q-3', question: 'What was your first car?' },
    ]),
  ),
  route('POST', '/identity/api/v1/question', () => reply(loginFixtures.passwordAccepted)),
  route('PUT', '/identity/secure/api/v1/pw', () => reply({})),
];

export const walletHandlers = (): MockRoute[] => [
  route('GET', '/service-wallet/secure/api/v4/account', () =>
    reply(accountFixtures.individualAndOrganization),
  ),
  route('POST', '/service-wallet/secure/api/v1/account/select', () => reply({})),
];

export const leadPortalHandlers = (): MockRoute[] => [
  route('PUT', '/service-lead-portal/secure/borrower/store-borrower-query-params', () => reply({})),
];
