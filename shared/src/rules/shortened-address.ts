/**
 * Wallet and account addresses are shown as the first 5 characters, three dots and the
 * last 5 (`0x1234...abcde`). An address of 13 characters or fewer is shown whole, since
 * shortening it would not make it shorter and would hide characters for nothing.
 */
export const ADDRESS_HEAD = 5;
export const ADDRESS_TAIL = 5;
const ELLIPSIS = '...';

export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_HEAD + ELLIPSIS.length + ADDRESS_TAIL) return address;
  return `${address.slice(0, ADDRESS_HEAD)}${ELLIPSIS}${address.slice(-ADDRESS_TAIL)}`;
}
