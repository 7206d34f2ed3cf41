/**
 * The hosted test wallet's page: what the hosted wallet's frame loads (the
 * specification's "wallet path on the provider"), in the protocol of
 * `@lender/shared/wallet` (hosted-protocol.ts). Its script is ./hosted-wallet-script.ts:
 * the person signs in to the provider, chooses the account to connect, then approves
 * or rejects each request. No inline script; everything shown is set as text.
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';

export const HOSTED_WALLET_PATH = '/provider/wallet';
export const HOSTED_WALLET_TITLE = 'Your provider account (test)';

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a202c}h1{font-size:1.2rem;margin:0 0 .5rem}' +
  'label{display:block;font-weight:600;margin-top:.75rem}select,input{width:100%;box-sizing:border-box;font:inherit;padding:.3rem}' +
  '[aria-invalid=true]{border:2px solid #9b2c2c}' +
  'button{font:inherit;padding:.35rem .9rem;margin:.6rem .4rem 0 0;cursor:pointer}' +
  'button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}' +
  '.request{border:1px solid #cbd5e0;border-radius:.4rem;padding:.6rem;margin-top:.75rem;overflow-wrap:anywhere}' +
  '#waiting-list{list-style:none;margin:0;padding:0}#waiting-list li+li{border-top:1px solid #cbd5e0;margin-top:.6rem}' +
  '[role=alert]{color:#9b2c2c}.note{color:#4a5568;font-size:.85rem}';

/** The frame's page; `parentOrigin` was checked against the product's origins by the caller. */
export function renderHostedWalletPage(parentOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${HOSTED_WALLET_TITLE}</title>
<style>${STYLE}</style>
<script src="${HOSTED_WALLET_PATH}/page.js" defer></script>
</head>
<body>
<main id="wallet" data-parent-origin="${escapeHtml(parentOrigin)}">
<h1>${HOSTED_WALLET_TITLE}</h1>
<p class="note">The dev API's stand-in for the provider's hosted wallet: it signs with the keys it keeps.</p>
<div id="content"></div>
<p id="problem" role="alert"></p>
</main>
</body>
</html>
`;
}

/** The page's refusal when the frame was opened from an origin that is not the product's. */
export function renderRefusedPage(origin: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${HOSTED_WALLET_TITLE}</title><style>${STYLE}</style></head>
<body><main><h1>${HOSTED_WALLET_TITLE}</h1><p role="alert">This wallet cannot be opened from ${escapeHtml(origin ?? 'this page')}.</p></main></body></html>
`;
}
