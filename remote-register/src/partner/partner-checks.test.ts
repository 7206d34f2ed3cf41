import { partnerCheck } from './partner-checks.ts';

const status = (registered: boolean, welcomeSent: boolean, expired: boolean) => ({
  isIdentityRegistered: registered,
  isInquiryWelcomeEmailSent: welcomeSent,
  isTokenExpired: expired,
});

describe('the partner page’s automatic checks', () => {
  it.each([
    ['registered already', status(true, true, false), 'l-1', 'go-to-login'],
    ['registered, whatever else', status(true, false, true), undefined, 'go-to-login'],
    ['welcome sent, token expired', status(false, true, true), 'l-1', 'send-new-code'],
    ['welcome sent, no loginUuid', status(false, true, false), undefined, 'send-new-code'],
    ['no welcome email', status(false, false, false), 'l-1', 'create-invite'],
    ['welcome sent, token good', status(false, true, false), 'l-1', 'none'],
  ] as const)('%s: %s', (_, given, loginUuid, outcome) => {
    expect(partnerCheck(given, loginUuid)).toBe(outcome);
  });
});
