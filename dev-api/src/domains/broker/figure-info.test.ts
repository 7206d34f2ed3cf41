/** @jest-environment node */
import { audienceRefusal, brokerWalletOf, NOT_A_CUSTOMER, NOT_AN_AGENT } from './figure-info.ts';

describe('audienceRefusal', () => {
  it.each([
    ['agent', 'AGENT', null],
    ['customer', 'CUSTOMER', null],
    ['agent', 'CUSTOMER', NOT_AN_AGENT],
    ['customer', 'AGENT', NOT_A_CUSTOMER],
  ] as const)('the %s audience and a %s profile: %s', (audience, profile, refusal) => {
    expect(audienceRefusal(audience, profile)).toBe(refusal);
  });
});

describe('brokerWalletOf', () => {
  it('names the wallet, and the account it signs for when there is one', () => {
    expect(brokerWalletOf({ addr: '0xa', grp: null })).toEqual({ accountAddress: '0xa' });
    expect(brokerWalletOf({ addr: '0xa', grp: '0xg' })).toEqual({
      accountAddress: '0xa',
      groupPolicyAddress: '0xg',
    });
  });

  it('has no wallet for an identity with no accounts', () => {
    expect(brokerWalletOf({ addr: null, grp: null })).toBeUndefined();
  });
});
