import { HEX_MESSAGE_ERROR, hexMessageToBytes, isHexMessage } from './hex-message.ts';

describe('hex messages', () => {
  it.each([
    ['lower case', 'deadbeef', true],
    ['upper case', 'DEADBEEF', true],
    ['mixed case', '00aAfF', true],
    ['a 0x prefix', '0xdeadbeef', false],
    ['an odd number of digits', 'abc', false],
    ['an empty message', '', false],
    ['a non-hex letter', 'abzz', false],
    ['spaces', 'de ad', false],
    ['a trailing newline', 'dead\n', false],
    ['a number', 1234, false],
    ['nothing', undefined, false],
  ])('%s → %s', (_, message, valid) => {
    expect(isHexMessage(message)).toBe(valid);
    if (valid) expect(() => hexMessageToBytes(message)).not.toThrow();
    else expect(() => hexMessageToBytes(message)).toThrow(new Error(HEX_MESSAGE_ERROR));
  });

  it('decodes to bytes', () => {
    expect(Array.from(hexMessageToBytes('00ff10'))).toEqual([0, 255, 16]);
  });

  it('uses the specification text verbatim', () => {
    expect(HEX_MESSAGE_ERROR).toBe('Message parameter is not a hex value');
  });
});
