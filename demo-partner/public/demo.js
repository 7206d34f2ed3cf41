// The demo partner page's own script: what a partner writes around the snippet. It opens the
// lender's sign-in with `LenderEmbed.open` (the loader the snippet adds) and shows what comes
// back. Plain DOM, no dependencies, served as written; every text is set as text, never as HTML.
// For tests it keeps `window.partnerEvents` (each `{ kind, ... }` as it arrived) and
// `window.partnerEmbed` (what the last `open` returned: `{ close }`).
(() => {
  'use strict';

  const TEXTS = {
    noLoader: "The lender's script (/embed/v1.js) did not load: is the lender's shell running?",
    nothing: 'nothing',
    noAccount: 'none',
    verified: "Verified on the partner's server",
    notVerified: "Not verified on the partner's server",
  };

  const byId = (id) => document.getElementById(id);
  const label = document.body.dataset.label || 'apollo';
  const events = byId('partner-events');
  window.partnerEvents = [];

  /** Keeps `entry` for tests and shows `text` in the live list. */
  function show(entry, text) {
    window.partnerEvents.push(entry);
    const item = document.createElement('li');
    item.textContent = text;
    events.append(item);
    byId('no-events').hidden = true;
  }

  const accountText = (account) => (account ? `${account.name} (${account.address})` : TEXTS.noAccount);

  /** Asks this page's own server (its routes: demo-partner/src/partner-api.ts). */
  async function askServer(path, body) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }

  /**
   * What the page's server says of the result: the browser's word is not proof (any script here
   * can dispatch a message that looks like the lender's), the signed result is.
   */
  async function verifyOnServer(result) {
    try {
      const answer = await askServer('/verify', { result });
      if (answer.verified) {
        const { sub, address, name } = answer.identity;
        const acting = address ? `, account ${name ? `${name} (${address})` : address}` : '';
        show({ kind: 'verified', identity: answer.identity }, `${TEXTS.verified}: identity ${sub}${acting}`);
      } else {
        show({ kind: 'not-verified', refusal: answer.refusal }, `${TEXTS.notVerified}: ${answer.why}`);
      }
    } catch (error) {
      show({ kind: 'not-verified', refusal: 'unreachable' }, `${TEXTS.notVerified}: ${error.message}`);
    }
  }

  function onSuccess({ identityUuid, account, result }) {
    show(
      { kind: 'success', identityUuid, account, result },
      `onSuccess: identityUuid ${identityUuid}, account ${accountText(account)}`,
    );
    return verifyOnServer(result);
  }

  function onExit({ reason }) {
    show({ kind: 'exit', reason }, `onExit: reason ${reason}`);
  }

  function onEvent(name, details) {
    show({ kind: 'event', name, details }, `onEvent: ${name} ${JSON.stringify(details ?? {})}`);
  }

  const failed = (message) => show({ kind: 'error', message }, `Error: ${message}`);

  /**
   * What every button does: a nonce from this page's server, then the snippet's one call with the
   * screen it asks for. The result that comes back is for that nonce alone.
   */
  const openers = ['open-login', 'open-login-wallet', 'open-wallet', 'open-register'].map(byId);
  let asking = false;
  /**
   * While the nonce is on its way the buttons wait (a second press would ask for a second one):
   * `aria-disabled`, not `disabled`, so the focus stays on the button the overlay returns it to.
   */
  function waiting(busy) {
    asking = busy;
    for (const opener of openers) {
      if (busy) opener.setAttribute('aria-disabled', 'true');
      else opener.removeAttribute('aria-disabled');
    }
  }

  async function open(options) {
    if (!window.LenderEmbed) return failed(TEXTS.noLoader);
    if (asking) return;
    let nonce;
    waiting(true);
    try {
      ({ nonce } = await askServer('/nonce'));
    } catch (error) {
      return failed(error.message);
    } finally {
      waiting(false);
    }
    try {
      window.partnerEmbed = window.LenderEmbed.open({ label, ...options, nonce, onSuccess, onExit, onEvent });
    } catch (error) {
      // A second opening, an unknown screen: the loader says why; the page shows it.
      failed(error instanceof Error ? error.message : String(error));
    }
  }
  // For tests: what this page's server says of any result (a forged one among them).
  window.partnerVerify = verifyOnServer;

  byId('open-login').addEventListener('click', () => open({ screen: 'login' }));
  byId('open-login-wallet').addEventListener('click', () => open({ screen: 'login', wallet: true }));
  byId('open-wallet').addEventListener('click', () => open({ screen: 'wallet' }));
  byId('open-register').addEventListener('click', () => open({ screen: 'register' }));

  /** The keys this page's own script can read: nothing of the lender's should be among them. */
  function storageRows() {
    const keysOf = (storage) => {
      try {
        return Object.keys(storage);
      } catch {
        return ['(not readable)'];
      }
    };
    const cookies = document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean);
    return [
      ['localStorage', keysOf(window.localStorage)],
      ['sessionStorage', keysOf(window.sessionStorage)],
      ['document.cookie', cookies],
    ].map(([where, keys]) => `${where}: ${keys.length > 0 ? keys.join(', ') : TEXTS.nothing}`);
  }

  byId('show-storage').addEventListener('click', () => {
    const rows = storageRows().map((text) =>
      Object.assign(document.createElement('li'), { textContent: text }),
    );
    byId('partner-storage').replaceChildren(...rows);
  });
})();
