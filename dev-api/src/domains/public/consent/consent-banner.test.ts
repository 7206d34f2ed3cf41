/** @jest-environment jsdom */
// The consent-banner script as a page runs it: its text as served (minified, see
// ./consent-route.ts) is added as a <script> element (jsdom runs it), then the page
// is looked at the way a person would meet it. jsdom has no
// HTMLDialogElement#showModal, so the dialog's fallback (the `open` attribute) is
// what most tests see; one test stubs showModal and close.
import { consentScript } from './consent-route.ts';

interface Choice {
  analytics: boolean;
  sharing: boolean;
  decidedAt: string;
}

interface LenderConsentApi {
  version: string;
  getChoice(): Choice | null;
  showPreferences(): void;
}

const STORAGE_KEY = 'lender-consent';
const source = consentScript();
const scriptErrors: unknown[] = [];
const onError = (event: ErrorEvent) => scriptErrors.push(event.error ?? event.message);

const consent = () => (window as unknown as { LenderConsent?: LenderConsentApi }).LenderConsent;

function load(): void {
  const script = document.createElement('script');
  script.textContent = source;
  document.head.appendChild(script);
}

const notices = () => document.querySelectorAll('[data-consent-notice]');
const notice = () => document.querySelector<HTMLElement>('[data-consent-notice]');
const dialogs = () => document.querySelectorAll('dialog');

function buttonIn(root: ParentNode | null, name: string): HTMLButtonElement {
  const found = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

/** The checkbox a label names, through the label's `for`. */
function checkboxLabelled(text: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
  if (!label) throw new Error(`no label "${text}"`);
  const input = document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox')
    throw new Error(`label "${text}" names no checkbox`);
  return input;
}

const stored = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
const store = (choice: Omit<Choice, 'decidedAt'>) =>
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ ...choice, decidedAt: '2026-01-02T03:04:05.000Z' } satisfies Choice),
  );

function recordChanges(): Choice[] {
  const seen: Choice[] = [];
  window.addEventListener('lender-consent-change', (event) =>
    seen.push((event as CustomEvent<Choice>).detail),
  );
  return seen;
}

beforeEach(() => {
  delete (window as unknown as { LenderConsent?: unknown }).LenderConsent;
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><h1>Sign in</h1><button id="page-button">Page button</button></main>';
  localStorage.clear();
  scriptErrors.length = 0;
  window.addEventListener('error', onError);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  jest.restoreAllMocks();
  expect(scriptErrors).toEqual([]);
});

describe('the cookie notice', () => {
  it('defines window.LenderConsent and shows the notice, with three buttons, at the end of the page', () => {
    load();
    expect(consent()).toMatchObject({ version: '1.0.0' });
    expect(consent()!.getChoice()).toBeNull();
    expect(notices()).toHaveLength(1);
    const section = notice()!;
    expect(section.tagName).toBe('SECTION');
    expect(section.getAttribute('aria-label')).toBe('Cookie notice');
    expect(document.body.lastElementChild).toBe(section);
    expect(section.querySelector('p')!.textContent).toBe(
      'We use cookies to keep you signed in and, with your permission, to understand how the site is used and to share data with partners for advertising.',
    );
    const buttons = [...section.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.type])).toEqual([
      ['Accept all', 'button'],
      ['Essential only', 'button'],
      ['Manage choices', 'button'],
    ]);
  });

  it('stays in the flow of the page and styles only its own elements', () => {
    load();
    expect(notice()!.getAttribute('style')).toBeNull();
    const styles = [...document.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent;
    expect(css).not.toMatch(/position\s*:\s*(fixed|sticky|absolute)/);
    const selectors = [...css.matchAll(/(^|})([^{}]+)\{/g)].flatMap((m) => m[2]!.split(','));
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector.trim()).toMatch(/^\.lender-consent-/);
  });

  it('Accept all stores analytics and sharing, removes the notice and announces the choice', () => {
    load();
    const changes = recordChanges();
    buttonIn(notice(), 'Accept all').click();
    expect(stored()).toEqual({ analytics: true, sharing: true, decidedAt: expect.any(String) as unknown });
    expect(notices()).toHaveLength(0);
    expect(changes).toEqual([stored()]);
    expect(consent()!.getChoice()).toEqual(stored());
    const { decidedAt } = stored() as Choice;
    expect(new Date(decidedAt).toISOString()).toBe(decidedAt);
  });

  it('moves the focus to the main landmark when the button that had it goes with the notice', () => {
    load();
    const accept = buttonIn(notice(), 'Accept all');
    accept.focus();
    accept.click();
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(document.querySelector('main')!.getAttribute('tabindex')).toBe('-1');
  });

  it('Essential only stores neither, removes the notice and announces the choice', () => {
    load();
    const changes = recordChanges();
    buttonIn(notice(), 'Essential only').click();
    expect(stored()).toEqual({ analytics: false, sharing: false, decidedAt: expect.any(String) as unknown });
    expect(notices()).toHaveLength(0);
    expect(changes).toEqual([stored()]);
  });

  it('is not shown when a choice is stored, and getChoice answers it', () => {
    store({ analytics: true, sharing: false });
    load();
    expect(notices()).toHaveLength(0);
    expect(consent()!.getChoice()).toEqual({
      analytics: true,
      sharing: false,
      decidedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of another shape', JSON.stringify({ analytics: 'yes', sharing: true, decidedAt: 'x' })],
    ['null', 'null'],
  ])('treats %s in storage as no choice', (_, value) => {
    localStorage.setItem(STORAGE_KEY, value);
    load();
    expect(consent()!.getChoice()).toBeNull();
    expect(notices()).toHaveLength(1);
  });

  it('works when storage throws, keeping the choice for the page', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage is blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is blocked');
    });
    load();
    expect(notices()).toHaveLength(1);
    const changes = recordChanges();
    buttonIn(notice(), 'Essential only').click();
    expect(notices()).toHaveLength(0);
    expect(consent()!.getChoice()).toMatchObject({ analytics: false, sharing: false });
    expect(changes).toHaveLength(1);
  });

  it('loaded twice, shows one notice and keeps the first definition', () => {
    load();
    const first = consent();
    load();
    expect(notices()).toHaveLength(1);
    expect(consent()).toBe(first);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });

  it('loaded again after a choice, shows no notice', () => {
    load();
    buttonIn(notice(), 'Accept all').click();
    load();
    expect(notices()).toHaveLength(0);
  });
});

describe('the privacy options dialog opened from the notice', () => {
  it('gives the focus to the main landmark on Save, since the button that opened it is gone', () => {
    load();
    const manage = buttonIn(notice(), 'Manage choices');
    manage.focus();
    manage.click();
    buttonIn(document.querySelector('dialog'), 'Save').click();
    expect(notices()).toHaveLength(0);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });
});

describe('the privacy options dialog', () => {
  const dialog = () => document.querySelector('dialog');

  it('opens from showPreferences: labelled, unchecked without a choice, focus on the first checkbox', () => {
    load();
    consent()!.showPreferences();
    const node = dialog()!;
    expect(node.hasAttribute('open')).toBe(true);
    const title = document.getElementById(node.getAttribute('aria-labelledby')!)!;
    expect(node.contains(title)).toBe(true);
    expect(title.textContent).toBe('Your privacy options');
    const analytics = checkboxLabelled('Analytics cookies');
    const sharing = checkboxLabelled('Share my personal information with partners for advertising');
    expect([analytics.checked, sharing.checked]).toEqual([false, false]);
    expect(node.contains(analytics) && node.contains(sharing)).toBe(true);
    expect(document.activeElement).toBe(analytics);
    expect(buttonIn(node, 'Save').type).toBe('button');
    expect(buttonIn(node, 'Cancel').type).toBe('button');
  });

  it('is filled in from the stored choice', () => {
    store({ analytics: false, sharing: true });
    load();
    consent()!.showPreferences();
    expect(checkboxLabelled('Analytics cookies').checked).toBe(false);
    expect(checkboxLabelled('Share my personal information with partners for advertising').checked).toBe(
      true,
    );
  });

  it('Save stores the boxes, removes the notice, announces, closes and gives focus back', () => {
    load();
    const manage = buttonIn(notice(), 'Manage choices');
    const pageButton = document.getElementById('page-button')!;
    pageButton.focus();
    const changes = recordChanges();
    manage.click();
    expect(dialogs()).toHaveLength(1);
    checkboxLabelled('Analytics cookies').click();
    buttonIn(dialog(), 'Save').click();
    expect(stored()).toEqual({ analytics: true, sharing: false, decidedAt: expect.any(String) as unknown });
    expect(changes).toEqual([stored()]);
    expect(notices()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
    expect(document.activeElement).toBe(pageButton);
  });

  it('Cancel closes without saving, keeps the notice and gives focus back', () => {
    load();
    const pageButton = document.getElementById('page-button')!;
    pageButton.focus();
    const changes = recordChanges();
    consent()!.showPreferences();
    checkboxLabelled('Analytics cookies').click();
    buttonIn(dialog(), 'Cancel').click();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(changes).toEqual([]);
    expect(dialogs()).toHaveLength(0);
    expect(notices()).toHaveLength(1);
    expect(document.activeElement).toBe(pageButton);
  });

  it('Escape closes without saving', () => {
    store({ analytics: true, sharing: true });
    load();
    consent()!.showPreferences();
    checkboxLabelled('Analytics cookies').click();
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialogs()).toHaveLength(0);
    expect(consent()!.getChoice()).toMatchObject({ analytics: true, sharing: true });
  });

  it('opens once however often it is asked', () => {
    load();
    consent()!.showPreferences();
    consent()!.showPreferences();
    buttonIn(notice(), 'Manage choices').click();
    expect(dialogs()).toHaveLength(1);
  });

  it('keeps Tab inside the dialog when it cannot be modal', () => {
    load();
    consent()!.showPreferences();
    const cancel = buttonIn(dialog(), 'Cancel');
    cancel.focus();
    cancel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(checkboxLabelled('Analytics cookies'));
  });

  it('uses showModal and close where the browser has them', () => {
    const proto = HTMLDialogElement.prototype;
    const names = ['showModal', 'close', 'open'] as const;
    const originals = names.map((name) => Object.getOwnPropertyDescriptor(proto, name));
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.defineProperties(proto, {
      showModal: { configurable: true, writable: true, value: showModal },
      close: { configurable: true, writable: true, value: close },
      open: {
        configurable: true,
        get(this: HTMLDialogElement) {
          return this.hasAttribute('open');
        },
      },
    });
    try {
      load();
      consent()!.showPreferences();
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(checkboxLabelled('Analytics cookies'));
      // A modal dialog's Escape arrives as `cancel`.
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
      expect(close).toHaveBeenCalledTimes(1);
      expect(dialogs()).toHaveLength(0);
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    } finally {
      names.forEach((name, i) => {
        const original = originals[i];
        if (original) Object.defineProperty(proto, name, original);
        else Reflect.deleteProperty(proto, name);
      });
    }
  });
});
