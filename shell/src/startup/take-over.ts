/**
 * The take-over of a server-made first screen (docs/performance.md, "Server-made HTML"): the
 * server put the page's chrome and screen in `#server-screen`, beside the empty, hidden root the
 * live page renders into. When the live screen is in place (its remote loaded, or failed and
 * showing its Retry), or the route left the remote's screen (none loading once the remote's
 * timeout has passed since the live page's first render), the live page replaces the server's in
 * one go; never while the screen still loads, nor before the live page has rendered at all (on a
 * slow phone its first render can take seconds), which would drop what was typed and the focus:
 * - what was typed carries over, control by control in document order when the types match
 *   (a typed value wins over the live screen's own first value, the saved email draft; the
 *   password only ever in the page's memory);
 * - the focus and the caret go where they were (a control by its place, a link or button of the
 *   chrome or the screen by its text);
 * - a form sent before the take-over, held by the page's starter script (its button busy), is
 *   sent again, once, from the live form; else the last button pressed before it is pressed once
 *   on the live page (found by its text).
 * With JavaScript off, a form sent posts to the page (shell/server/early-submit.ts).
 */

export const SERVER_SCREEN_ELEMENT_ID = 'server-screen';
export const SERVER_BANNERS_ELEMENT_ID = 'server-banners';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsOf = (container: ParentNode): Control[] =>
  Array.from(container.querySelectorAll<Control>('main input, main select, main textarea'));

const isTextual = (control: Control): control is HTMLInputElement | HTMLTextAreaElement =>
  control instanceof HTMLTextAreaElement ||
  (control instanceof HTMLInputElement && !['checkbox', 'radio'].includes(control.type));

/** Sets a value React's `onChange` hears: through the element's own setter, then an input event. */
function typeInto(control: Control, value: string): void {
  // React tracks the value it last set; the prototype's setter goes around that tracking.
  const prototype = Object.getPrototypeOf(control) as object;
  Reflect.set(prototype, 'value', value, control);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Carries what was typed in `from`'s controls into `to`'s; the index of the focused one, if any. */
export function carryFields(from: ParentNode, to: ParentNode, focused: Element | null): number {
  const before = controlsOf(from);
  const after = controlsOf(to);
  before.forEach((control, i) => {
    const live = after[i];
    if (!live || live.type !== control.type) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (live instanceof HTMLInputElement && live.checked !== control.checked) live.click();
    } else if (control.value !== '' && control.value !== live.value) typeInto(live, control.value);
  });
  return focused ? before.indexOf(focused as Control) : -1;
}

/** Puts the focus, and the caret where the control has one, on `to`'s control at `index`. */
function focusAt(from: Control | undefined, to: ParentNode, index: number): void {
  const live = controlsOf(to)[index];
  if (!live || !from) return;
  live.focus({ preventScroll: true });
  if (!isTextual(from) || !isTextual(live)) return;
  const { selectionStart, selectionEnd, selectionDirection } = from;
  const select = () => {
    try {
      live.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    } catch {
      // An email field has no caret the page can read or set.
    }
  };
  select();
  // Again once React has rendered what the carried values changed (a render that sets a value
  // puts the caret at its end), unless the person has moved on or typed meanwhile: a key typed
  // also leaves the caret at the end, and putting it back would put what comes next before that
  // key ("Bat" + "t", then "ery" typed, read "Batery…t": a password no longer the person's). A
  // key typed fires `beforeinput`; the values the take-over and React set do not.
  let typed = false;
  const onType = () => (typed = true);
  live.addEventListener('beforeinput', onType);
  setTimeout(() => {
    live.removeEventListener('beforeinput', onType);
    if (!typed && document.activeElement === live && live.selectionStart === live.value.length) select();
  }, 0);
}

export interface TakeOver {
  /** The live page has rendered for the first time: the time for a take-over by time starts now. */
  livePageRendered(): void;
  /** The live screen is in place: replace the server's page now. */
  liveScreenShown(): void;
  /** A remote screen is loading: no take-over by time until the returned function is called. */
  liveScreenLoading(): () => void;
  /**
   * The live screen cannot load (the remote's timeout, a refusal): the server's page stays, with
   * what was typed; the element returned, under its form, is where the page says so and offers
   * Retry. A held submit is let go (its button no longer busy).
   */
  liveScreenFailed(): HTMLElement | null;
}

let current: TakeOver | null = null;

/** Called by the live page once its first render is in the document; nothing when there is no server-made page. */
export function livePageRendered(): void {
  current?.livePageRendered();
}

/** Called by the live page when its screen is in place; nothing when there is no server-made page. */
export function liveScreenShown(): void {
  current?.liveScreenShown();
}

/** Called by the live page while a remote screen loads; the returned function when it no longer does. */
export function liveScreenLoading(): () => void {
  return current?.liveScreenLoading() ?? (() => undefined);
}

/** Called by the live page when its screen cannot load: where to say so on the server's page, or null (none, or gone). */
export function liveScreenFailed(): HTMLElement | null {
  return current?.liveScreenFailed() ?? null;
}

/** The element under the server form that holds the sentence and Retry of a screen that cannot load. */
export const SERVER_FAILURE_ATTRIBUTE = 'data-server-failure';

/** The mark the page's starter puts on a form sent before the take-over (shell/server/starter-script.ts). */
const HELD_SELECTOR = 'form[data-held]';
/** And on the last button pressed (or, in a partner's frame, link followed) before it. */
const HELD_CLICK_SELECTOR = '[data-held-click]';
/** What can be held: a button, or a link (shell/server/starter-script.ts's `holdLinks`). */
const PRESSABLE_SELECTOR = 'button, a[href]';

/**
 * An element by its tag, its text and its place among the elements of `selector` alike (the live
 * page's order may differ): the button pressed last, or the focused link or button.
 */
interface ElementKey {
  tag: string;
  text: string;
  nth: number;
}
const textOf = (element: Element) => element.textContent?.trim() ?? '';
const alike = (container: ParentNode, selector: string, tag: string, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => element.tagName === tag && textOf(element) === text,
  );
function keyOf(container: ParentNode, selector: string, element: Element | null): ElementKey | null {
  if (!element || !element.matches(selector) || !(container as Node).contains(element)) return null;
  const { tagName: tag } = element;
  const text = textOf(element);
  return { tag, text, nth: alike(container, selector, tag, text).indexOf(element as HTMLElement) };
}
const byKey = (container: ParentNode, selector: string, { tag, text, nth }: ElementKey) =>
  alike(container, selector, tag, text)[nth];

/** What the focus can be on outside the form's controls: the chrome's links, the screen's buttons. */
const FOCUSABLE_SELECTOR = 'a[href], button';

/** How often a take-over by time looks again while a remote screen is still loading. */
const LOADING_RECHECK_MS = 250;

/**
 * Prepares the take-over of `serverScreen` by `live` (the root, hidden until then). A form sent
 * before it is held by the page's starter script, which marks it; the live form sends it once.
 */
export function prepareTakeOver(serverScreen: HTMLElement, live: HTMLElement, latestMs: number): TakeOver {
  // By time only when no remote screen is loading: the route left the remote's screen (a
  // redirect of the start-up), or nothing answered. A screen that loads ends as shown or failed.
  // The time counts from the live page's first render, not from here: the first render is a
  // time-sliced transition, and on a slow CPU a clock started here ran out before anything was
  // rendered, so the server's page gave way to an empty root and the focus fell to the body.
  let loading = 0;
  const byTime = () => {
    if (loading > 0) timer = setTimeout(byTime, LOADING_RECHECK_MS);
    else takeOver.liveScreenShown();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clockStarted = false;
  let done = false;
  let failure: HTMLElement | null = null;
  const takeOver: TakeOver = {
    livePageRendered() {
      if (clockStarted || done) return;
      clockStarted = true;
      timer = setTimeout(byTime, latestMs);
    },
    liveScreenLoading() {
      loading += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        loading -= 1;
      };
    },
    liveScreenFailed() {
      if (done) return null;
      clearTimeout(timer);
      timer = undefined;
      clockStarted = true; // none by a first render after this
      const held = serverScreen.querySelector(HELD_SELECTOR);
      held?.removeAttribute('data-held');
      held?.querySelectorAll('[aria-busy]').forEach((button) => {
        button.removeAttribute('aria-busy');
        button.removeAttribute('aria-disabled');
      });
      if (!failure?.isConnected) {
        failure = document.createElement('div');
        failure.setAttribute(SERVER_FAILURE_ATTRIBUTE, '');
        const form = serverScreen.querySelector('main form');
        if (form) form.after(failure);
        else (serverScreen.querySelector('main') ?? serverScreen).append(failure);
      }
      return failure;
    },
    liveScreenShown() {
      if (done) return;
      done = true;
      clearTimeout(timer);
      current = null;
      const held = serverScreen.querySelector(HELD_SELECTOR);
      const heldForm = held
        ? Array.from(serverScreen.querySelectorAll('form')).indexOf(held as HTMLFormElement)
        : -1;
      const pressed = keyOf(
        serverScreen,
        PRESSABLE_SELECTOR,
        serverScreen.querySelector(HELD_CLICK_SELECTOR),
      );
      const active = document.activeElement;
      const focused = carryFields(serverScreen, live, active);
      const from = controlsOf(serverScreen)[focused];
      const focusedElsewhere = focused === -1 ? keyOf(serverScreen, FOCUSABLE_SELECTOR, active) : null;
      serverScreen.remove();
      document.getElementById(SERVER_BANNERS_ELEMENT_ID)?.remove();
      live.hidden = false;
      focusAt(from, live, focused);
      // A link or button of the chrome or the screen (a keyboard user on the way to the form).
      if (focusedElsewhere) byKey(live, FOCUSABLE_SELECTOR, focusedElsewhere)?.focus({ preventScroll: true });
      // Once React has rendered the carried values: a handler of the render before would read
      // the fields as they were (empty).
      if (heldForm !== -1 || pressed)
        setTimeout(() => {
          if (heldForm !== -1) live.querySelectorAll('form')[heldForm]?.requestSubmit();
          else if (pressed) byKey(live, PRESSABLE_SELECTOR, pressed)?.click();
        }, 0);
    },
  };
  current = takeOver;
  return takeOver;
}

/** The banners the server showed with its page (the first render shows that list), or undefined. */
export function readServerBanners<T>(doc: Document = document): T[] | undefined {
  const element = doc.getElementById(SERVER_BANNERS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const list: unknown = JSON.parse(element.textContent);
    return Array.isArray(list) ? (list as T[]) : undefined;
  } catch {
    return undefined;
  }
}
