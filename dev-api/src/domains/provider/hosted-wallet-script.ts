/**
 * The hosted test wallet's script (`/provider/wallet/page.js`), run in the frame:
 * plain DOM, everything shown set as text. Only the page whose origin loaded the frame
 * is listened to and posted to (the protocol of `@lender/shared/wallet`, unchanged).
 *
 * - A request that waits while nobody is signed in to the provider shows the sign-in
 *   form first (issue 26, item 5). The sign-in (its token, when it ends, whose it is)
 *   is kept in this origin's session storage: this tab only, never a cookie (inside a
 *   partner's site a cookie of the API's origin is not sent). A call answered 401 (the
 *   sign-in ended) brings the form back, with the request still waiting.
 * - The person then chooses the account to connect (the signed-in person's only) and
 *   approves or rejects each request.
 * - It remembers, per product origin, the account it connected (local storage), so a
 *   reload of the product reconnects while the sign-in lasts.
 * - It lists every waiting request under "Waiting for you", oldest first; the first carries
 *   the form or the buttons. The product withdraws a waiting request (its Cancel, its
 *   Request again) with `wallet_action` `removePendingMethod` naming the request's
 *   `customId` (its metadata): answered `true` at once, never put to the person, also for
 *   an id it does not know; the named request leaves the list, answered as rejected, and
 *   an answer that comes back for it later is dropped.
 */
import { STORAGE_OR_MEMORY_JS } from '@lender/shared/stand-ins';
import { HOSTED_WALLET_PATH } from './hosted-wallet-page.ts';
import { HOSTED_WALLET_TEXTS } from './hosted-wallet-texts.ts';

export { HOSTED_WALLET_TEXTS };

export const HOSTED_WALLET_SCRIPT = `(() => {${STORAGE_OR_MEMORY_JS}
  const T = ${JSON.stringify(HOSTED_WALLET_TEXTS)};
  const main = document.getElementById('wallet');
  const parentOrigin = main.dataset.parentOrigin;
  const api = ${JSON.stringify(HOSTED_WALLET_PATH)} + '/api';
  const remembered = 'hosted-wallet:' + parentOrigin;
  const signInKey = 'hosted-wallet:sign-in';
  const queue = [];
  let accounts = null;
  let loadingAccounts = false;
  let shown = null;
  let notice = '';
  const post = (message) => window.parent.postMessage(message, parentOrigin);
  const el = (tag, text, attrs) => { const e = document.createElement(tag); if (text) e.textContent = text; Object.assign(e, attrs || {}); return e; };
  const rejected = { code: 5000, message: T.userRejected };
  const connectedAs = () => localStorage.getItem(remembered);

  function signedIn() {
    try {
      const kept = JSON.parse(sessionStorage.getItem(signInKey) || 'null');
      if (kept && typeof kept.token === 'string' && Date.parse(kept.expiresAt) > Date.now()) return kept;
    } catch (e) { /* unreadable: nobody is signed in */ }
    sessionStorage.removeItem(signInKey);
    return null;
  }
  function forgetSignIn(message) { sessionStorage.removeItem(signInKey); accounts = null; notice = message || ''; }

  async function call(path, body) {
    const kept = signedIn();
    const headers = { 'content-type': 'application/json' };
    if (kept) headers.authorization = 'Bearer ' + kept.token;
    let response;
    try {
      response = await fetch(api + path, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) });
    } catch (e) {
      throw Object.assign(new Error(T.unreachable), { status: 0 });
    }
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw Object.assign(new Error((json.errors && json.errors[0] && json.errors[0].message) || json.message || T.failed), { status: response.status });
    return json;
  }

  function summary(request) {
    if (request.method === 'wallet_connect') return parentOrigin + T.asksToConnect;
    let description = request.method;
    try {
      const meta = JSON.parse(request.params[0]);
      description = [meta.description, meta.action, meta.payload && JSON.stringify(meta.payload)].filter(Boolean).join(': ');
    } catch (e) { /* no metadata: the method says what it is */ }
    const payload = Array.isArray(request.params) && typeof request.params[1] === 'string' ? request.params[1] : '';
    let shownPayload = payload;
    if (/^[0-9a-f]+$/i.test(payload) && payload.length % 2 === 0) {
      try {
        const text = decodeURIComponent(payload.replace(/../g, '%$&'));
        if (/^[\\x20-\\x7e]+$/.test(text)) shownPayload = text;
      } catch (e) { /* not text: shown as hex */ }
    }
    return shownPayload ? description + ' — ' + (shownPayload.length > 200 ? shownPayload.slice(0, 200) + '…' : shownPayload) : description;
  }

  /** Answers a waiting request once; one no longer waiting (withdrawn) is not answered again. */
  function settle(request, outcome) {
    const index = queue.indexOf(request);
    if (index === -1) return;
    queue.splice(index, 1);
    post(Object.assign({ type: 'response', id: request.id }, outcome));
    render();
  }

  const metadataOf = (request) => {
    try { const meta = JSON.parse(Array.isArray(request.params) ? request.params[0] : ''); return meta && typeof meta === 'object' ? meta : {}; }
    catch (e) { return {}; }
  };
  /** A removal answers true and drops the waiting request it names, if any. */
  function withdraw(removal) {
    const named = (metadataOf(removal).payload || {}).customId;
    const request = queue.find((waiting) => typeof named === 'string' && metadataOf(waiting).customId === named);
    if (request) settle(request, { error: rejected });
    post({ type: 'response', id: removal.id, result: true });
  }
  const isRemoval = (request) => request.method === 'wallet_action' && metadataOf(request).action === 'removePendingMethod';

  async function approve(request, address) {
    try {
      if (request.method === 'wallet_connect') {
        const answer = await call('/connect', { address });
        localStorage.setItem(remembered, address);
        settle(request, { result: answer });
      } else {
        const { result } = await call('/answer', { address: connectedAs(), method: request.method, params: request.params });
        settle(request, { result });
      }
    } catch (error) {
      if (error.status === 401) { forgetSignIn(T.ended); render(); return; }
      settle(request, { error: { code: 5001, message: error.message } });
    }
  }

  async function loadAccounts() {
    if (loadingAccounts) return;
    loadingAccounts = true;
    try {
      accounts = await call('/accounts');
    } catch (error) {
      if (error.status === 401) forgetSignIn(T.ended);
      else { accounts = []; document.getElementById('problem').textContent = error.message; }
    }
    loadingAccounts = false;
    render();
  }

  async function submitSignIn(form, email, password, problem, submit) {
    const missing = [email, password].filter((input) => !input.value.trim());
    const invalid = (inputs) => { for (const input of [email, password]) if (inputs.includes(input)) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid'); };
    invalid(missing);
    if (missing.length) { problem.textContent = T.enterBoth; missing[0].focus(); return; }
    submit.disabled = true;
    form.setAttribute('aria-busy', 'true');
    problem.textContent = '';
    try {
      const answer = await call('/sign-in', { email: email.value.trim(), password: password.value });
      sessionStorage.setItem(signInKey, JSON.stringify(answer));
      notice = '';
      render();
    } catch (failure) {
      submit.disabled = false;
      form.removeAttribute('aria-busy');
      problem.textContent = failure.message;
      invalid(failure.status === 401 ? [email, password] : []);
      password.value = '';
      password.focus();
    }
  }

  function signInForm(request) {
    const form = el('form', '', { method: 'post', noValidate: true });
    form.setAttribute('aria-label', T.signInForm);
    const email = el('input', '', { id: 'email', name: 'email', type: 'email', autocomplete: 'username', required: true });
    const password = el('input', '', { id: 'password', name: 'password', type: 'password', autocomplete: 'current-password', required: true });
    const problem = el('p', notice, { id: 'sign-in-problem' });
    problem.setAttribute('role', 'alert');
    for (const input of [email, password]) input.setAttribute('aria-describedby', 'sign-in-problem');
    const submit = el('button', T.signIn, { type: 'submit' });
    const reject = el('button', T.reject, { type: 'button', onclick: () => settle(request, { error: rejected }) });
    form.append(el('p', T.signInPrompt), el('label', T.email, { htmlFor: 'email' }), email,
      el('label', T.password, { htmlFor: 'password' }), password, problem, submit, reject);
    form.addEventListener('submit', (event) => { event.preventDefault(); submitSignIn(form, email, password, problem, submit); });
    return { view: form, focus: email };
  }

  function decision(request) {
    const buttons = [];
    const parts = [];
    if (request.method === 'wallet_connect') {
      if (!accounts.length) parts.push(el('p', T.noWallets));
      else {
        const select = el('select', '', { id: 'account' });
        select.append(...accounts.map((a) => el('option', a.name + ' (' + a.address + ')', { value: a.address, selected: a.address === connectedAs() })));
        parts.push(el('label', T.account, { htmlFor: 'account' }), select);
        buttons.push(el('button', T.approve, { type: 'button', onclick: (e) => { e.target.disabled = true; approve(request, select.value); } }));
      }
    } else buttons.push(el('button', T.approve, { type: 'button', onclick: (e) => { e.target.disabled = true; approve(request); } }));
    buttons.push(el('button', T.reject, { type: 'button', onclick: () => settle(request, { error: rejected }) }));
    return { view: [...parts, ...buttons], focus: buttons[0] };
  }

  function idle() {
    const address = connectedAs();
    const kept = signedIn();
    const children = [el('p', address ? T.connectedTo + parentOrigin + T.connectedAs + address + '. ' + T.nothingWaits : T.nothingWaits)];
    if (address) children.push(el('button', T.disconnect, { type: 'button', onclick: () => { localStorage.removeItem(remembered); post({ type: 'disconnect' }); render(); } }));
    if (kept) children.push(el('p', T.signedInAs + kept.email + '.'), el('button', T.signOut, { type: 'button', onclick: signOut }));
    return children;
  }

  function signOut() {
    call('/sign-out', {}).catch(() => { /* it ends on its own */ });
    forgetSignIn();
    if (connectedAs()) { localStorage.removeItem(remembered); post({ type: 'disconnect' }); }
    render();
  }

  function render() {
    const content = document.getElementById('content');
    const request = queue[0];
    const listNeeded = request && request.method === 'wallet_connect' && accounts === null;
    const mode = !request ? 'idle' : !signedIn() ? 'sign-in' : listNeeded ? 'loading' : 'decide';
    // The same question in the same state stays as it is: typing in the form is not lost.
    if (!(request && shown && shown.request === request && shown.mode === mode)) {
      shown = { request, mode };
      if (mode === 'idle') return content.replaceChildren(...idle());
      if (mode === 'loading') { content.replaceChildren(el('p', T.loading)); loadAccounts(); return; }
      const box = el('section', '', { className: 'request' });
      box.setAttribute('aria-label', T.waiting);
      const { view, focus } = mode === 'sign-in' ? signInForm(request) : decision(request);
      const first = el('li');
      first.append(el('p', summary(request)), ...[].concat(view));
      box.append(el('ul', '', { id: 'waiting-list' }));
      box.firstChild.append(first);
      content.replaceChildren(box);
      focus.focus();
    }
    // The ones after the first, by their summary only (the first, and what is typed in it, stays).
    const list = document.getElementById('waiting-list');
    if (!list) return;
    while (list.children.length > 1) list.lastChild.remove();
    list.append(...queue.slice(1).map((waiting) => el('li', summary(waiting))));
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const request = event.data;
    if (!request || request.type !== 'request' || typeof request.id !== 'number' || typeof request.method !== 'string') return;
    if (request.method === 'wallet_disconnect') { localStorage.removeItem(remembered); render(); return; }
    if (isRemoval(request)) { withdraw(request); render(); return; }
    if (request.method === 'wallet_connect') accounts = null; // a fresh list for each connect
    if (request.method === 'wallet_connect' && connectedAs() && signedIn()) {
      call('/connect', { address: connectedAs() }).then((answer) => post({ type: 'response', id: request.id, result: answer }),
        (error) => { if (error.status === 401) forgetSignIn(T.ended); else localStorage.removeItem(remembered); queue.push(request); render(); });
      return;
    }
    queue.push(request);
    render();
  });
  render();
  post({ type: 'ready' });
})();`;
