import { ADDRESS_HEAD, ADDRESS_TAIL, shortenAddress } from './shortened-address.ts';

describe('shortenAddress', () => {
  it.each([
    ['0x1234567890abcdef1234567890abcdef12abcde', '0x123...abcde'],
    ['pb1qz3x0yk0uqz0d8x7a2lcs6ej5c6yqlc9wp0gmu', 'pb1qz...p0gmu'],
    ['abcdefghijklmn', 'abcde...jklmn'],
    ['abcdefghijklm', 'abcdefghijklm'],
    ['0x1234', '0x1234'],
    ['', ''],
  ])('%j is shown as %j', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected);
  });

  it('keeps the first 5 and the last 5', () => {
    expect([ADDRESS_HEAD, ADDRESS_TAIL]).toEqual([5, 5]);
  });
});
