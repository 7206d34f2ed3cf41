/**
 * The demo partner page: a fictional lender's plain HTML page with the snippet partners copy
 * (the README's "Partner sites", docs/embed.md), its own script and styles as files (no inline
 * script or style: its policy allows neither), and the places its script fills in.
 */

/**
 * The loader's stable address under the shell's origin: the shell's `EMBED_LOADER_PATH`
 * (shell/src/embed/protocol.ts; partner-page.test.ts keeps the two equal).
 */
export const LOADER_PATH = '/embed/v1.js';

export const PARTNER_NAME = 'Apollo Home Loans';
/** The lender whose sign-in the page opens (the own brand's name). */
export const LENDER_NAME = 'Keystone Home Lending';

export const PAGE_TEXTS = {
  title: `${PARTNER_NAME} — partner demo`,
  intro:
    `A fictional partner lender's site, for development only. It opens ${LENDER_NAME}'s ` +
    'sign-in over this page with the one script tag partners copy, and lists what the lender ' +
    'tells the page: events, never a password or a token.',
  labelAsked: 'The buttons ask for the label',
  listedAs: 'The lender lists this page as',
  elsewhere: 'for that label; the same page at any other address is a site it has not listed.',
  tryHeading: 'Try it',
  signIn: `Sign in with ${LENDER_NAME}`,
  signInWallet: 'Sign in and connect a wallet',
  wallet: 'Connect a wallet',
  register: `Register with ${LENDER_NAME}`,
  eventsHeading: 'What the lender told this page',
  noEvents: 'Nothing yet.',
  storageHeading: "This page's storage",
  storageButton: "What is in this page's storage",
  snippetHeading: 'The snippet',
  snippetIntro: 'What this page adds, as the README and docs/embed.md give it:',
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The one tag a partner adds (the README's snippet, with the lender's shell origin). */
export const loaderSnippet = (shellOrigin: string): string =>
  `<script src="${shellOrigin}${LOADER_PATH}"></script>`;

export interface PartnerPageOptions {
  /** The lender's shell, where the loader comes from. */
  shellOrigin: string;
  /** The page's public origin (`http://partner.localhost:<port>`), the one the lender lists. */
  publicOrigin: string;
  /** The label the buttons ask for (checked for shape by settings.ts `labelOf`). */
  label: string;
}

const button = (id: string, text: string) => `<button type="button" id="${id}">${escapeHtml(text)}</button>`;

export function partnerPageHtml({ shellOrigin, publicOrigin, label }: PartnerPageOptions): string {
  const t = PAGE_TEXTS;
  const snippet = loaderSnippet(shellOrigin);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo.css">
</head>
<body data-label="${escapeHtml(label)}">
<header><p class="brand">${escapeHtml(PARTNER_NAME)}</p></header>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.labelAsked)} <strong>${escapeHtml(label)}</strong>. ${escapeHtml(t.listedAs)} <code>${escapeHtml(publicOrigin)}</code> ${escapeHtml(t.elsewhere)}</p>
<section aria-labelledby="try-heading">
<h2 id="try-heading">${escapeHtml(t.tryHeading)}</h2>
<div class="actions">
${button('open-login', t.signIn)}
${button('open-login-wallet', t.signInWallet)}
${button('open-wallet', t.wallet)}
${button('open-register', t.register)}
</div>
</section>
<section aria-labelledby="events-heading">
<h2 id="events-heading">${escapeHtml(t.eventsHeading)}</h2>
<p id="no-events">${escapeHtml(t.noEvents)}</p>
<ol id="partner-events" aria-live="polite" aria-labelledby="events-heading"></ol>
</section>
<section aria-labelledby="storage-heading">
<h2 id="storage-heading">${escapeHtml(t.storageHeading)}</h2>
${button('show-storage', t.storageButton)}
<ul id="partner-storage" aria-live="polite" aria-labelledby="storage-heading"></ul>
</section>
<section aria-labelledby="snippet-heading">
<h2 id="snippet-heading">${escapeHtml(t.snippetHeading)}</h2>
<p>${escapeHtml(t.snippetIntro)}</p>
<pre><code>${escapeHtml(snippet)}</code></pre>
</section>
</main>
${snippet}
<script src="/demo.js"></script>
</body>
</html>
`;
}
