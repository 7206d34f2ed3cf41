import { automaticCheck, partnerCheck } from './partner-checks.ts';

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

describe('automaticCheck', () => {
  const calls = (enabled: boolean, given = status(true, true, false)) => {
    const registrationStatus = jest.fn(async () => given);
    return { flagEnabled: async () => enabled, registrationStatus };
  };

  it('reads nothing more and does nothing when the flag is off', async () => {
    const off = calls(false);
    await expect(automaticCheck(off, 'l-1')).resolves.toBe('none');
    expect(off.registrationStatus).not.toHaveBeenCalled();
  });

  it('decides from the status when the flag is on', async () => {
    await expect(automaticCheck(calls(true), 'l-1')).resolves.toBe('go-to-login');
    await expect(automaticCheck(calls(true, status(false, true, false)), undefined)).resolves.toBe(
      'send-new-code',
    );
  });

  it('lets a failed call fail the check', async () => {
    const failing = {
      flagEnabled: async () => true,
      registrationStatus: () => Promise.reject(new Error('down')),
    };
    await expect(automaticCheck(failing, 'l-1')).rejects.toThrow('down');
  });
});
