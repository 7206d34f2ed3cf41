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

  function onSuccess({ identityUuid, account }) {
    show(
      { kind: 'success', identityUuid, account },
      `onSuccess: identityUuid ${identityUuid}, account ${accountText(account)}`,
    );
  }

  function onExit({ reason }) {
    show({ kind: 'exit', reason }, `onExit: reason ${reason}`);
  }

  function onEvent(name, details) {
    show({ kind: 'event', name, details }, `onEvent: ${name} ${JSON.stringify(details ?? {})}`);
  }

  const failed = (message) => show({ kind: 'error', message }, `Error: ${message}`);

  /** What every button does: the snippet's one call, with the screen it asks for. */
  function open(options) {
    if (!window.LenderEmbed) return failed(TEXTS.noLoader);
    try {
      window.partnerEmbed = window.LenderEmbed.open({ label, ...options, onSuccess, onExit, onEvent });
    } catch (error) {
      // A second opening, an unknown screen: the loader says why; the page shows it.
      failed(error instanceof Error ? error.message : String(error));
    }
  }

  byId('open-login').addEventListener('click', () => open({ screen: 'login' }));
  byId('open-login-wallet').addEventListener('click', () => open({ screen: 'login', wallet: true }));
  byId('open-wallet').addEventListener('click', () => open({ screen: 'wallet' }));

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
