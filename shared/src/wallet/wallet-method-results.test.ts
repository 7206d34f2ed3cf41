import { SWITCH_TO_GROUP_JWT_ERROR } from './wallet-constants.ts';
import { SendMessageError, sessionUpdateFor } from './wallet-method-results.ts';

describe('sessionUpdateFor', () => {
  it.each([
    ['signJWT stores the new token', () => sessionUpdateFor('signJWT', 'jwt-2'), { signedJWT: 'jwt-2' }],
    [
      'switchToGroup stores the token and the group',
      () =>
        sessionUpdateFor('switchToGroup', { signedJWT: 'jwt-g', representedGroupPolicy: { address: '0xg' } }),
      { signedJWT: 'jwt-g', representedGroupPolicy: { address: '0xg' } },
    ],
    ['signHexMessage changes nothing', () => sessionUpdateFor('signHexMessage', 'ab'), undefined],
    [
      'removePendingMethod changes nothing',
      () => sessionUpdateFor('removePendingMethod', undefined),
      undefined,
    ],
    [
      'a successful broadcast changes nothing',
      () => sessionUpdateFor('sendMessage', { code: 0, rawLog: '' }),
      undefined,
    ],
  ])('%s', (_, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it('a group switch without a token fails with the specification message', () => {
    expect(() =>
      sessionUpdateFor('switchToGroup', { signedJWT: null, representedGroupPolicy: null }),
    ).toThrow(new Error(SWITCH_TO_GROUP_JWT_ERROR));
    expect(SWITCH_TO_GROUP_JWT_ERROR).toBe('Error updating jwt on switchToGroup');
  });

  it('a broadcast with a non-zero code fails with its raw log', () => {
    const result = { code: 5, rawLog: 'insufficient funds' };
    let error: unknown;
    try {
      sessionUpdateFor('sendMessage', result);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SendMessageError);
    expect(error).toMatchObject({ message: 'insufficient funds', result, name: 'SendMessageError' });
  });
});
