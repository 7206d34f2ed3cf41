import { parseStartupParams } from '@lender/shared';
import { registerHeading, registerTarget, stepAfterCode } from './register-flow.ts';

const params = (search: string) => parseStartupParams(search, 'http://127.0.0.1:3000');

describe('registration rules', () => {
  it.each([
    [{ passwordExpired: true }, 'password'],
    [{ passwordExpired: false }, 'done'],
    [{}, 'done'],
  ] as const)('after the code %j comes %s', (answer, next) => {
    expect(stepAfterCode(answer)).toBe(next);
  });

  it.each([
    ['?flow=wallet', '/auth/wallet/create-wallet'],
    ['?flow=wallet&redirectUrl=%2Fdashboard', '/auth/wallet/create-wallet'],
    ['?redirectUrl=%2Fauth%2Fwallet%2Fonboarding', '/auth/wallet/onboarding'],
    ['?redirectUrl=https%3A%2F%2Fevil.example', '/dashboard'],
    ['', '/dashboard'],
  ])('%s lands on %s', (search, target) => {
    expect(registerTarget(params(search))).toBe(target);
  });

  it('names the HELOC account on the HELOC page', () => {
    expect(registerHeading('standard', 'Apollo')).toBe('Create your login');
    expect(registerHeading('heloc', 'Apollo')).toBe('Create your login for your HELOC account with Apollo');
  });
});
