/**
 * The pages of the provenance wallet conversion, as HTML a browser navigates to:
 * the confirmation page with its Convert button, and the page shown when the
 * request cannot be served. Plain, self-contained pages: no script, no external
 * style, every interpolated value escaped.
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';
import { standInPage as page } from './stand-in-page.ts';

export const CONVERSION_TITLE = 'Convert your Provenance wallet';
export const CONVERT_BUTTON = 'Convert';
export const BACK_LINK = 'Go back without converting';
export const STAND_IN_NOTE =
  'This is the local development stand-in for the wallet conversion service. Converting changes only the dev API’s records; no real wallet is touched.';

export interface ConversionPageInput {
  walletAddress: string;
  /** The wallet's name as the wallet book has it, if it has one. */
  walletName?: string;
  /** Where the form posts (this page's path). */
  action: string;
  /** The validated, absolute address to return to. */
  redirectUrl: string;
  /** The single-use ticket the app minted; the form sends it back. */
  ticket: string;
}

/** The confirmation page: which wallet, a Convert button in a POST form, and a way back. */
export function renderConversionPage({
  walletAddress,
  walletName,
  action,
  redirectUrl,
  ticket,
}: ConversionPageInput): string {
  const name = walletName ? `${escapeHtml(walletName)}, ` : '';
  return page(
    CONVERSION_TITLE,
    [
      `<h1>${escapeHtml(CONVERSION_TITLE)}</h1>`,
      `<p>Your Provenance wallet will be converted so you can keep signing in with it.</p>`,
      `<p>Wallet: ${name}<code>${escapeHtml(walletAddress)}</code></p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      `<input type="hidden" name="redirectUrl" value="${escapeHtml(redirectUrl)}">`,
      `<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">`,
      `<button type="submit">${escapeHtml(CONVERT_BUTTON)}</button>`,
      '</form>',
      `<p><a href="${escapeHtml(redirectUrl)}">${escapeHtml(BACK_LINK)}</a></p>`,
      `<p class="note" role="note">${escapeHtml(STAND_IN_NOTE)}</p>`,
    ].join('\n'),
  );
}

/** A page that explains why the request was not served, with a way back when there is a safe one. */
export function renderProblemPage(title: string, message: string, back?: string): string {
  const link = back ? `\n<p><a href="${escapeHtml(back)}">${escapeHtml(BACK_LINK)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${link}`);
}
