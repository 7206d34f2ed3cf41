/*
 * The dev API's local stand-in for the consent-management vendor's script, served
 * at GET /consent/consent-banner.js (./consent-route.ts). The shell loads the
 * vendor's script for the lender's own brand only; in development and tests this
 * file takes its place, so the page meets a cookie notice and a preferences dialog
 * shaped like the real ones without any network call.
 *
 * Plain ES2019 browser script, no dependencies. It defines `window.LenderConsent`
 * (`version`, `getChoice()`, `showPreferences()`), keeps the choice in
 * localStorage under `lender-consent`, shows the notice at the end of the page (in
 * normal flow, so it never covers the page's own content) until a choice is made,
 * and announces every choice with a `lender-consent-change` event on window. Its
 * styles are scoped to `lender-consent-` class names and carry the nonce of the
 * script element that loaded it. Loading it twice changes nothing.
 */
(function () {
  'use strict';

  if (window.LenderConsent) return;

  // The page's content security policy allows an inline style only with its nonce:
  // like real vendors, take it from the script element that loaded this file.
  var NONCE = (document.currentScript && document.currentScript.nonce) || '';
  var VERSION = '1.0.0';
  var STORAGE_KEY = 'lender-consent';
  var CHANGE_EVENT = 'lender-consent-change';
  var STYLE_ID = 'lender-consent-style';
  var TITLE_ID = 'lender-consent-dialog-title';
  var ANALYTICS_ID = 'lender-consent-analytics';
  var SHARING_ID = 'lender-consent-sharing';
  var NOTICE_TEXT =
    'We use cookies to keep you signed in and, with your permission, to understand how the site is used and to share data with partners for advertising.';

  // Colours: #1a202c on white is 16:1, white on #1d4f91 is 8:1; the focus ring is
  // #1a202c on white, offset from the control (WCAG 2.2 AA).
  var CSS = [
    '.lender-consent-notice{position:static;box-sizing:border-box;margin:1.5rem 0 0;padding:1rem 1.25rem;border-top:3px solid #1d4f91;background:#fff;color:#1a202c;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;text-align:left}',
    '.lender-consent-text{margin:0 0 .75rem;max-width:60rem}',
    '.lender-consent-actions{display:flex;flex-wrap:wrap;gap:.5rem}',
    '.lender-consent-button{box-sizing:border-box;min-height:2.75rem;margin:0;padding:.5rem 1rem;border:2px solid #1d4f91;border-radius:4px;background:#1d4f91;color:#fff;font:inherit;font-weight:600;cursor:pointer}',
    '.lender-consent-button-secondary{background:#fff;color:#1d4f91}',
    '.lender-consent-button:focus,.lender-consent-checkbox:focus{outline:3px solid #1a202c;outline-offset:2px}',
    '.lender-consent-dialog{box-sizing:border-box;max-width:min(36rem,calc(100vw - 2rem));padding:1.5rem;border:2px solid #1d4f91;border-radius:6px;background:#fff;color:#1a202c;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif}',
    '.lender-consent-dialog::backdrop{background:rgba(26,32,44,.6)}',
    '.lender-consent-title{margin:0 0 .5rem;font-size:1.25rem;line-height:1.3}',
    '.lender-consent-option{display:flex;align-items:flex-start;gap:.5rem;margin:.75rem 0}',
    '.lender-consent-checkbox{flex:none;width:1.25rem;height:1.25rem;margin:.15rem 0 0;accent-color:#1d4f91}',
    '.lender-consent-dialog .lender-consent-actions{margin-top:1.25rem}',
  ].join('\n');

  var memoryChoice = null;
  var dialog = null;

  function isChoice(value) {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof value.analytics === 'boolean' &&
      typeof value.sharing === 'boolean' &&
      typeof value.decidedAt === 'string'
    );
  }

  function copy(choice) {
    return { analytics: choice.analytics, sharing: choice.sharing, decidedAt: choice.decidedAt };
  }

  /** The stored choice, or null (none, unreadable or corrupt). */
  function getChoice() {
    var raw;
    try {
      raw = window.localStorage.getItem(STORAGE_KEY);
    } catch {
      // Without storage, a choice made on this page still counts for this page.
      return memoryChoice ? copy(memoryChoice) : null;
    }
    if (typeof raw !== 'string') return null;
    try {
      var parsed = JSON.parse(raw);
      return isChoice(parsed) ? copy(parsed) : null;
    } catch {
      return null;
    }
  }

  function store(analytics, sharing) {
    var choice = { analytics: analytics, sharing: sharing, decidedAt: new Date().toISOString() };
    memoryChoice = choice;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
    } catch {
      // Full or blocked storage: the choice holds for this page only.
    }
    return copy(choice);
  }

  function announce(choice) {
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: choice }));
  }

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    if (NONCE) style.nonce = NONCE;
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function button(text, secondary, onClick) {
    var node = element(
      'button',
      'lender-consent-button' + (secondary ? ' lender-consent-button-secondary' : ''),
      text,
    );
    node.type = 'button';
    node.addEventListener('click', onClick);
    return node;
  }

  function findNotice() {
    return document.querySelector('[data-consent-notice]');
  }

  /**
   * Where the focus goes when the element that had it disappears (the notice, or the
   * notice's button that opened the dialog): the page's main landmark, not <body>.
   */
  function focusPage() {
    var main = document.getElementById('main') || document.querySelector('main');
    if (!main || typeof main.focus !== 'function') return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  }

  function removeNotice() {
    var notice = findNotice();
    if (!notice || !notice.parentNode) return;
    var hadFocus = notice.contains(document.activeElement);
    notice.parentNode.removeChild(notice);
    if (hadFocus) focusPage();
  }

  function decide(analytics, sharing) {
    var choice = store(analytics, sharing);
    removeNotice();
    announce(choice);
  }

  function showNotice() {
    if (!document.body || findNotice() || getChoice()) return;
    injectStyle();
    var notice = element('section', 'lender-consent-notice');
    notice.setAttribute('aria-label', 'Cookie notice');
    notice.setAttribute('data-consent-notice', '');
    notice.appendChild(element('p', 'lender-consent-text', NOTICE_TEXT));
    var actions = element('div', 'lender-consent-actions');
    actions.appendChild(
      button('Accept all', false, function () {
        decide(true, true);
      }),
    );
    actions.appendChild(
      button('Essential only', false, function () {
        decide(false, false);
      }),
    );
    actions.appendChild(button('Manage choices', true, showPreferences));
    notice.appendChild(actions);
    document.body.appendChild(notice);
  }

  function checkboxRow(id, label, checked) {
    var row = element('div', 'lender-consent-option');
    var input = element('input', 'lender-consent-checkbox');
    input.type = 'checkbox';
    input.id = id;
    input.checked = checked;
    var text = element('label', '', label);
    text.htmlFor = id;
    row.appendChild(input);
    row.appendChild(text);
    return { row: row, input: input };
  }

  function focusables(root) {
    return Array.prototype.slice.call(root.querySelectorAll('button, input'));
  }

  /** Opens the privacy options dialog (once: a second call focuses the open one). */
  function showPreferences() {
    if (!document.body) return;
    if (dialog) {
      var first = dialog.querySelector('input');
      if (first) first.focus();
      return;
    }
    injectStyle();
    var returnFocus = document.activeElement;
    var choice = getChoice();
    var modal = false;

    var node = element('dialog', 'lender-consent-dialog');
    node.setAttribute('aria-labelledby', TITLE_ID);
    node.setAttribute('data-consent-preferences', '');
    var title = element('h2', 'lender-consent-title', 'Your privacy options');
    title.id = TITLE_ID;
    node.appendChild(title);
    node.appendChild(
      element(
        'p',
        'lender-consent-text',
        'Essential cookies keep you signed in and are always on. Choose whether to allow the others.',
      ),
    );
    var analytics = checkboxRow(ANALYTICS_ID, 'Analytics cookies', Boolean(choice && choice.analytics));
    var sharing = checkboxRow(
      SHARING_ID,
      'Share my personal information with partners for advertising',
      Boolean(choice && choice.sharing),
    );
    node.appendChild(analytics.row);
    node.appendChild(sharing.row);

    function close() {
      if (dialog !== node) return;
      dialog = null;
      if (modal && typeof node.close === 'function' && node.open) node.close();
      node.removeAttribute('open');
      if (node.parentNode) node.parentNode.removeChild(node);
      if (
        returnFocus &&
        returnFocus !== document.body &&
        typeof returnFocus.focus === 'function' &&
        document.contains(returnFocus)
      )
        returnFocus.focus();
      else focusPage();
    }

    var actions = element('div', 'lender-consent-actions');
    actions.appendChild(
      button('Save', false, function () {
        var saved = store(analytics.input.checked, sharing.input.checked);
        removeNotice();
        announce(saved);
        close();
      }),
    );
    actions.appendChild(button('Cancel', true, close));
    node.appendChild(actions);

    // A modal dialog's Escape arrives as `cancel`; handled here so focus returns.
    node.addEventListener('cancel', function (event) {
      event.preventDefault();
      close();
    });
    node.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      // Without showModal the page is not made inert: keep Tab inside the dialog.
      if (event.key !== 'Tab' || modal) return;
      var items = focusables(node);
      var last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === items[0]) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        items[0].focus();
      }
    });

    dialog = node;
    document.body.appendChild(node);
    if (typeof node.showModal === 'function') {
      node.showModal();
      modal = true;
    } else {
      node.setAttribute('open', '');
    }
    analytics.input.focus();
  }

  window.LenderConsent = Object.freeze({
    version: VERSION,
    getChoice: getChoice,
    showPreferences: showPreferences,
  });

  if (document.body) showNotice();
  else document.addEventListener('DOMContentLoaded', showNotice);
})();
