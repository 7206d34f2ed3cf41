/**
 * One line for a person deciding in a test wallet: what the product asks it to do,
 * read from a request in the mobile protocol (the description in its metadata, and
 * its payload, shown as text when the hex is printable).
 */
import type { WalletRequest } from './wallet-answers.ts';

const printable = (hex: string) => {
  const text = Buffer.from(hex, 'hex').toString('utf8');
  return /^[\x20-\x7e]+$/.test(text) ? text : null;
};

export function requestSummaryOf(request: WalletRequest): string {
  const [metadata, ...payloads] = Array.isArray(request.params) ? (request.params as unknown[]) : [];
  let description = request.method;
  try {
    const parsed = JSON.parse(String(metadata)) as {
      description?: string;
      action?: string;
      payload?: unknown;
    };
    description = [parsed.description, parsed.action, parsed.payload && JSON.stringify(parsed.payload)]
      .filter(Boolean)
      .join(': ');
  } catch {
    // No readable metadata: the method alone says what it is.
  }
  const payload = typeof payloads[0] === 'string' ? payloads[0] : '';
  const shown = payload && /^[0-9a-f]+$/i.test(payload) ? (printable(payload) ?? payload) : payload;
  return shown ? `${description} — ${shown.length > 160 ? `${shown.slice(0, 160)}…` : shown}` : description;
}
