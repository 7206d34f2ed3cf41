/**
 * The browser-extension test provider, as the browser runs it: a script that does on a
 * product page what the wallet's real extension does (the protocol of
 * `@lender/shared/wallet`, extension-protocol.ts). The e2e suite adds it to a page
 * before the page's own scripts; a person adds it with the bookmarklet on the
 * `/extension` page (./extension-page.ts).
 * - It defines `window.figureWalletExtension` and answers the page's requests.
 * - It asks the person in its own dialog (a modal `<dialog>`: focus inside, Escape
 *   rejects) before it connects or signs, and names the seeded wallet to act as.
 * - It signs through the test wallets' server, which holds the keys
 *   (`/extension/api/*`, for the product's origins only).
 * - A request the product withdraws (`wallet_action` `removePendingMethod` naming the
 *   request's `customId`, ../withdrawal.ts) is answered `true` at once, never asked, also
 *   for an id it does not know; the named request's dialog closes (or, still queued, never
 *   opens) and it is answered as rejected.
 * - It remembers, in the page's local storage, which wallet it connected for this
 *   site, and connects it again without asking, as an extension does after a reload;
 *   `wallet_disconnect` forgets it.
 * Plain DOM, text only, no dependencies: it is served as it is written.
 */
import { STORAGE_OR_MEMORY_JS } from '@lender/shared/stand-ins';
import { PROVIDER_STORAGE_KEY } from './extension-constants.ts';

/** The provider script, talking to the test wallets' server at `apiBase` (…/extension/api). */
export function providerScript(apiBase: string): string {
  return `(() => {
  if (window.figureWalletExtension) return;${STORAGE_OR_MEMORY_JS}
  const api = ${JSON.stringify(apiBase)};
  const storageKey = ${JSON.stringify(PROVIDER_STORAGE_KEY)};
  const version = '0.1.0-test';
  window.figureWalletExtension = Object.freeze({ version, isFigure: true });

  const rejected = () => Object.assign(new Error('User rejected.'), { code: 5000 });
  const reply = (detail) => document.dispatchEvent(new CustomEvent('figureWalletExtensionReceiveMessage',
    { detail: Object.assign({ sender: 'content-script' }, detail) }));
  const call = async (path, body) => {
    const answer = await fetch(api + path, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined });
    const value = await answer.json().catch(() => ({}));
    if (!answer.ok) throw new Error(value.message || 'The test extension could not reach its server.');
    return value;
  };
  const remembered = () => { try { return JSON.parse(localStorage.getItem(storageKey) || 'null'); } catch { return null; } };

  const element = (tag, props) => Object.assign(document.createElement(tag), props || {});
  const metadataOf = (params) => {
    try { const meta = JSON.parse(Array.isArray(params) ? params[0] : ''); return meta && typeof meta === 'object' ? meta : {}; }
    catch { return {}; }
  };
  let queue = Promise.resolve();
  /** The withdrawal of each decision shown or queued, by the customId of its request. */
  const withdrawals = new Map();
  /**
   * Shows one decision at a time; resolves with the chosen wallet (or true), rejects on Reject,
   * Escape, or when the product withdraws the request named customId.
   */
  function ask(summary, wallets, preferred, customId) {
    return new Promise((resolve, reject) => {
      let closeShown = null;
      let withdrawn = false;
      const forget = () => { if (withdrawals.get(customId) === withdraw) withdrawals.delete(customId); };
      const withdraw = () => { withdrawn = true; forget(); if (closeShown) closeShown(); reject(rejected()); };
      if (customId) withdrawals.set(customId, withdraw);
      // Its turn: the next decision waits for this dialog to close (or for its withdrawal).
      queue = queue.then(() => withdrawn ? undefined : new Promise((next) => {
        const dialog = element('dialog');
        dialog.setAttribute('aria-labelledby', 'test-extension-title');
        dialog.setAttribute('aria-describedby', 'test-extension-summary');
        dialog.style.cssText = 'margin:auto;font:16px/1.5 system-ui,sans-serif;color:#1a202c;background:#fff;border:1px solid #4a5568;border-radius:.5rem;max-width:28rem;padding:1.25rem';
        const title = element('h2', { id: 'test-extension-title', textContent: 'Test wallet extension' });
        title.style.cssText = 'font-size:1.2rem;margin:0 0 .5rem';
        const text = element('p', { id: 'test-extension-summary', textContent: summary });
        text.style.cssText = 'word-break:break-word';
        const parts = [title, text];
        let select = null;
        if (wallets) {
          const label = element('label', { htmlFor: 'test-extension-wallet', textContent: 'Wallet' });
          label.style.cssText = 'display:block;font-weight:600';
          select = element('select', { id: 'test-extension-wallet' });
          select.style.cssText = 'width:100%;font:inherit;padding:.3rem;margin-bottom:.5rem';
          select.append(...wallets.map((w) => element('option', { value: w.address, textContent: w.name + ' (' + w.address + ')',
            selected: w.address.toLowerCase() === (preferred || '').toLowerCase() })));
          parts.push(label, select);
        }
        closeShown = () => { closeShown = null; dialog.close(); dialog.remove(); next(); };
        const finish = (approve) => { if (closeShown) closeShown(); forget(); approve ? resolve(select ? select.value : true) : reject(rejected()); };
        const approve = element('button', { type: 'button', textContent: 'Approve' });
        const refuse = element('button', { type: 'button', textContent: 'Reject' });
        for (const b of [approve, refuse]) b.style.cssText = 'font:inherit;padding:.4rem 1rem;margin:.5rem .5rem 0 0;cursor:pointer;border:1px solid #4a5568;border-radius:.3rem;background:#fff;color:inherit';
        approve.addEventListener('click', () => finish(true));
        refuse.addEventListener('click', () => finish(false));
        dialog.addEventListener('cancel', (event) => { event.preventDefault(); finish(false); });
        dialog.append(...parts, approve, refuse);
        document.body.append(dialog);
        dialog.showModal();
        (select || approve).focus();
      }));
    });
  }

  async function connect(options) {
    const kept = remembered();
    const wallets = await call('/wallets');
    let address = kept && wallets.some((w) => w.address === kept.address) ? kept.address : null;
    if (!address) {
      const preferred = (options && options.requiredIndividualAddress) || (wallets[0] && wallets[0].address);
      address = await ask('Connect to ' + location.origin + '?', wallets, preferred);
    }
    const answer = await call('/connect', { address });
    localStorage.setItem(storageKey, JSON.stringify({ address }));
    return answer;
  }

  async function handle({ method, params }) {
    if (method === 'wallet_hello') return { version };
    if (method === 'wallet_connect') return connect(params);
    if (method === 'wallet_disconnect') { localStorage.removeItem(storageKey); return true; }
    const meta = metadataOf(params);
    if (method === 'wallet_action' && meta.action === 'removePendingMethod') {
      const withdraw = withdrawals.get((meta.payload || {}).customId);
      if (withdraw) withdraw();
      return true;
    }
    const kept = remembered();
    if (!kept) throw new Error('No wallet connected');
    const { summary } = await call('/summary', { method, params });
    await ask(summary, null, null, typeof meta.customId === 'string' ? meta.customId : null);
    return (await call('/answer', { address: kept.address, method, params })).result;
  }

  document.addEventListener('figureWalletExtensionSendMessage', (event) => {
    const detail = event.detail;
    if (!detail || detail.sender !== 'wcjs' || !detail.request || typeof detail.request.id !== 'number') return;
    const { id } = detail.request;
    handle(detail.request).then(
      (result) => reply({ type: 'response', id, result }),
      (error) => reply({ type: 'response', id, error: { code: error.code || 0, message: error.message } }),
    );
  });
})();
`;
}
