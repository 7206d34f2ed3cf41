/**
 * The starter script of a server-made page, run as the browser runs it (jsdom): the start-up
 * scripts wait for the first action, the preloads for the load event's first idle moment, and a
 * form sent meanwhile is held, never posted.
 */
import { SESSION_KEYS } from '@lender/shared';
import {
  FIRST_ACTION_EVENTS,
  starterScript,
  TOKEN_STORAGE_KEY,
  type StarterOptions,
} from './starter-script.ts';

const scriptsIn = () =>
  Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
const preloadsIn = () =>
  Array.from(document.head.querySelectorAll('link[rel=preload][as=script]')).map((l) =>
    l.getAttribute('href'),
  );

function serverPage(): HTMLFormElement {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="server-screen"><main><form method="post"><input name="email"/>' +
    '<button type="submit">Log in</button></form></main></div><div id="root" hidden></div>';
  return document.querySelector('form')!;
}

/** Runs the script as an inline script of the page does (its listeners on the window). */
function run(scripts: string[], preloads: string[], options?: StarterOptions): () => void {
  const added: Array<
    [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]
  > = [];
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  const inline = document.createElement('script');
  inline.textContent = starterScript(scripts, preloads, options);
  document.head.append(inline);
  jest.restoreAllMocks();
  return () =>
    added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
}

let stop: () => void = () => undefined;
afterEach(() => stop());

it.each(FIRST_ACTION_EVENTS)('starts the scripts, in their order, at the first %s, once', (type) => {
  serverPage();
  stop = run(['/main.js?1', '/other.js'], []);
  expect(scriptsIn()).toEqual([]);
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
  document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
  expect(scriptsIn()).toEqual(['/main.js?1', '/other.js']);
  expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
});

it('holds a form sent before the take-over: not posted, marked, its button busy, the scripts started', () => {
  const form = serverPage();
  stop = run(['/main.js'], []);
  const event = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: form.querySelector('button'),
  });
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(form.hasAttribute('data-held')).toBe(true);
  expect(form.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
  expect(scriptsIn()).toEqual(['/main.js']);
});

it("leaves a form outside the server's screen alone", () => {
  serverPage();
  const other = document.createElement('form');
  document.body.append(other);
  stop = run(['/main.js'], []);
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  other.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  expect(scriptsIn()).toEqual([]);
});

it('preloads the start-up chunks at the first idle moment after the load event, not before', () => {
  serverPage();
  const idle: Array<() => void> = [];
  const requestIdleCallback = (callback: () => void) => idle.push(callback);
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: requestIdleCallback });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  try {
    stop = run([], ['/1.js', '/2.js']);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(preloadsIn()).toEqual([]);
    idle.forEach((callback) => callback());
    expect(preloadsIn()).toEqual(['/1.js', '/2.js']);
    expect(scriptsIn()).toEqual([]);
  } finally {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(document, 'readyState');
  }
});

it('marks a button at its pointerdown already (a release after the take-over sends no click), a submit button too', () => {
  const form = serverPage();
  form.insertAdjacentHTML('afterend', '<button type="button">A</button>');
  stop = run(['/main.js'], []);
  const [submit, a] = Array.from(document.querySelectorAll('button'));
  a!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(a!.hasAttribute('data-held-click')).toBe(true);
  expect(scriptsIn()).toEqual(['/main.js']);
  submit!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(document.querySelectorAll('[data-held-click]')).toEqual(
    expect.objectContaining({ length: 1, 0: submit }),
  );
});

it('escapes the values so that none can close its element', () => {
  expect(starterScript(['/x.js?</script><script>alert(1)//'], [])).not.toContain('</script>');
});

it('marks the last button pressed that sends no form, and starts the scripts', () => {
  const form = serverPage();
  form.insertAdjacentHTML('afterend', '<button type="button">A</button><button type="button">B</button>');
  stop = run(['/main.js'], []);
  const [, a, b] = Array.from(document.querySelectorAll('button'));
  a!.click();
  b!.click();
  expect(document.querySelectorAll('[data-held-click]')).toEqual(
    expect.objectContaining({ length: 1, 0: b }),
  );
  expect(scriptsIn()).toEqual(['/main.js']);
});

describe('holdLinks (a partner’s frame)', () => {
  const withLink = () => {
    const form = serverPage();
    form.insertAdjacentHTML(
      'afterend',
      '<p>New? <a href="/account/heloc/register?label=apollo">Register here</a></p>',
    );
    return document.querySelector('a')!;
  };
  const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    link.dispatchEvent(event);
    return event;
  };

  it('holds a link followed before the take-over: not followed, marked for the live page, the scripts started', () => {
    const link = withLink();
    stop = run(['/main.js'], [], { holdLinks: true });
    // A pointerdown alone (a touch that starts a scroll on the link) marks nothing.
    link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(link.hasAttribute('data-held-click')).toBe(false);
    expect(scriptsIn()).toEqual(['/main.js']);
    expect(click(link).defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-held-click')).toBe(true);
    expect(scriptsIn()).toEqual(['/main.js']);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Meta', { metaKey: true }],
    ['Alt', { altKey: true }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_, init) => {
    const link = withLink();
    stop = run(['/main.js'], [], { holdLinks: true });
    expect(click(link, init).defaultPrevented).toBe(false);
    expect(link.hasAttribute('data-held-click')).toBe(false);
  });

  it('without it (the full site), a link is followed as the browser does', () => {
    const link = withLink();
    stop = run(['/main.js'], []);
    expect(click(link).defaultPrevented).toBe(false);
    expect(link.hasAttribute('data-held-click')).toBe(false);
  });
});

it('starts at once when told so, when a session token is stored, or when the tab stored anything', () => {
  serverPage();
  stop = run(['/main.js'], [], { atOnce: true });
  expect(scriptsIn()).toEqual(['/main.js']);
  stop();
  serverPage();
  window.localStorage.setItem(SESSION_KEYS.jwt, 'a.b.c');
  try {
    stop = run(['/main.js'], []);
    expect(scriptsIn()).toEqual(['/main.js']);
  } finally {
    window.localStorage.removeItem(SESSION_KEYS.jwt);
  }
  stop();
  serverPage();
  window.sessionStorage.setItem('login-draft:email', 'ana@example.com');
  try {
    stop = run(['/main.js'], []);
    expect(scriptsIn()).toEqual(['/main.js']);
  } finally {
    window.sessionStorage.clear();
  }
});

it('reads the token where the session keeps it', () => {
  expect(TOKEN_STORAGE_KEY).toBe(SESSION_KEYS.jwt);
});
