/**
 * Hex messages a wallet is asked to sign. The specification allows "only hexadecimal
 * characters", so a `0x` prefix is refused (the `x` is not one), and so are an empty
 * message (nothing to sign) and an odd number of digits (no whole bytes to sign).
 * Upper and lower case digits are both accepted.
 */
import { hexToBytes } from '@noble/hashes/utils.js';

export const HEX_MESSAGE_ERROR = 'Message parameter is not a hex value';

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

export function isHexMessage(message: unknown): message is string {
  return typeof message === 'string' && HEX.test(message);
}

/** The bytes a hex message stands for; throws "Message parameter is not a hex value". */
export function hexMessageToBytes(message: unknown): Uint8Array {
  if (!isHexMessage(message)) throw new Error(HEX_MESSAGE_ERROR);
  return hexToBytes(message);
}
