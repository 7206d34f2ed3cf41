/**
 * The take-over of a server-made first screen (./take-over.ts), on the DOM as the server and the
 * live page leave it: values, ticks and the caret carried over; a held form sent once from the
 * live one; a screen that cannot load leaving the server's form in place with a place for its
 * sentence and Retry.
 */
import {
  livePageRendered,
  liveScreenFailed,
  liveScreenLoading,
  liveScreenShown,
  prepareTakeOver,
  SERVER_FAILURE_ATTRIBUTE,
} from './take-over.ts';

const FORM =
  '<main><form><input type="email" name="email"/><input type="password" name="password"/>' +
  '<input type="checkbox"/><button type="submit">Log in</button></form></main>';

function pages() {
  document.body.innerHTML = `<div id="server-screen">${FORM}</div><div id="root" hidden>${FORM}</div>`;
  const server = document.getElementById('server-screen')!;
  const live = document.getElementById('root')!;
  const [email, password, tick] = Array.from(server.querySelectorAll('input'));
  return { server, live, email: email!, password: password!, tick: tick! };
}

afterEach(() => jest.useRealTimers());

it('carries the typed values and the ticks into the live form, focus where it was, and shows the live page alone', () => {
  const { server, live, email, password, tick } = pages();
  prepareTakeOver(server, live, 10_000);
  email.value = 'ana@example.com';
  password.value = 'secret';
  tick.checked = true;
  password.focus();
  liveScreenShown();
  const [liveEmail, livePassword, liveTick] = Array.from(live.querySelectorAll('input'));
  expect(liveEmail!.value).toBe('ana@example.com');
  expect(livePassword!.value).toBe('secret');
  expect(liveTick!.checked).toBe(true);
  expect(document.activeElement).toBe(livePassword);
  expect(document.getElementById('server-screen')).toBeNull();
  expect(live.hidden).toBe(false);
});

it('the focus on a link of the chrome (a keyboard user on the way to the form) goes to the same link of the live page', () => {
  const chrome = '<header><a href="#main">Skip to main content</a><a href="/">Home</a></header>';
  document.body.innerHTML =
    `<div id="server-screen">${chrome}${FORM}</div>` + `<div id="root" hidden>${chrome}${FORM}</div>`;
  const server = document.getElementById('server-screen')!;
  const live = document.getElementById('root')!;
  prepareTakeOver(server, live, 10_000);
  server.querySelectorAll('a')[1]!.focus();
  liveScreenShown();
  expect(document.activeElement).toBe(live.querySelectorAll('a')[1]);
});

it('sends a form the starter held once, from the live form', () => {
  const { server, live } = pages();
  server.querySelector('form')!.setAttribute('data-held', '');
  const sent = jest.fn((event: Event) => event.preventDefault());
  live.querySelector('form')!.addEventListener('submit', sent);
  jest.useFakeTimers();
  prepareTakeOver(server, live, 10_000);
  liveScreenShown();
  liveScreenShown();
  // Once the live page has rendered what was carried.
  expect(sent).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(sent).toHaveBeenCalledTimes(1);
});

it("takes over at the latest after its time from the live page's first render, whatever the live page said", () => {
  jest.useFakeTimers();
  const { server, live } = pages();
  prepareTakeOver(server, live, 2_500);
  jest.advanceTimersByTime(2_000);
  livePageRendered();
  jest.advanceTimersByTime(2_499);
  expect(live.hidden).toBe(true);
  livePageRendered(); // a second call does not restart the time
  jest.advanceTimersByTime(1);
  expect(live.hidden).toBe(false);
});

it('never takes over by time before the live page has rendered (a slow phone): the form and the focus stay', () => {
  jest.useFakeTimers();
  const { server, live, email } = pages();
  prepareTakeOver(server, live, 2_500);
  email.focus();
  jest.advanceTimersByTime(60_000);
  expect(live.hidden).toBe(true);
  expect(document.activeElement).toBe(email);
  // Rendered with the remote's screen loading, then in place: the focus goes to the live email.
  const loaded = liveScreenLoading();
  livePageRendered();
  jest.advanceTimersByTime(10_000);
  expect(live.hidden).toBe(true);
  loaded();
  liveScreenShown();
  expect(document.activeElement).toBe(live.querySelector('input'));
});

it('never takes over by time while a remote screen is loading (what was typed would be lost)', () => {
  jest.useFakeTimers();
  const { server, live } = pages();
  prepareTakeOver(server, live, 2_500);
  const loaded = liveScreenLoading();
  livePageRendered();
  jest.advanceTimersByTime(10_000);
  expect(live.hidden).toBe(true);
  // The route left the screen while it loaded: by time again.
  loaded();
  jest.advanceTimersByTime(250);
  expect(live.hidden).toBe(false);
});

it('a screen that cannot load: the server form stays with what was typed, a place under it, a held send let go, no take-over by time', () => {
  jest.useFakeTimers();
  const { server, live, email } = pages();
  const form = server.querySelector('form')!;
  form.setAttribute('data-held', '');
  form.querySelector('button')!.setAttribute('aria-busy', 'true');
  prepareTakeOver(server, live, 2_500);
  email.value = 'ana@example.com';
  const place = liveScreenFailed();
  expect(place?.hasAttribute(SERVER_FAILURE_ATTRIBUTE)).toBe(true);
  expect(form.nextElementSibling).toBe(place);
  expect(liveScreenFailed()).toBe(place);
  expect(form.hasAttribute('data-held')).toBe(false);
  expect(form.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
  livePageRendered(); // a render after the failure starts no clock
  jest.advanceTimersByTime(10_000);
  expect(live.hidden).toBe(true);
  expect(email.value).toBe('ana@example.com');
  // Retry loaded it: the live page takes over, with what was typed.
  liveScreenShown();
  expect(live.querySelector('input')!.value).toBe('ana@example.com');
  expect(liveScreenFailed()).toBeNull();
});

it('presses the button pressed before the take-over once on the live page, found by its text', () => {
  const { server, live } = pages();
  const other = '<button type="button">Show</button><button type="button">Your privacy options</button>';
  server.insertAdjacentHTML('beforeend', other);
  live.insertAdjacentHTML('afterbegin', '<button type="button">Your privacy options</button>');
  server.querySelectorAll('button')[2]!.setAttribute('data-held-click', '');
  const pressed = jest.fn();
  live.querySelector('button')!.addEventListener('click', pressed);
  jest.useFakeTimers();
  prepareTakeOver(server, live, 10_000);
  liveScreenShown();
  jest.runAllTimers();
  expect(pressed).toHaveBeenCalledTimes(1);
});

it('follows the link followed before the take-over once on the live page (a partner’s frame), found by its text', () => {
  const { server, live } = pages();
  server.insertAdjacentHTML(
    'beforeend',
    '<a href="/terms/">Terms</a><a href="/account/heloc/register">Register here</a>',
  );
  live.insertAdjacentHTML(
    'beforeend',
    '<a href="/account/heloc/register">Register here</a><a href="/terms/">Terms</a>',
  );
  server.querySelectorAll('a')[1]!.setAttribute('data-held-click', '');
  const followed: string[] = [];
  live.addEventListener('click', (event) => {
    event.preventDefault();
    followed.push((event.target as HTMLElement).textContent);
  });
  jest.useFakeTimers();
  prepareTakeOver(server, live, 10_000);
  liveScreenShown();
  jest.runAllTimers();
  expect(followed).toEqual(['Register here']);
});

it('the caret carried over, then a key typed before the render after it: the caret stays after the key', () => {
  jest.useFakeTimers();
  const { server, live, password } = pages();
  prepareTakeOver(server, live, 10_000);
  password.value = 'Correct-Horse-Bat';
  password.focus();
  password.setSelectionRange(17, 17);
  liveScreenShown();
  const livePassword = live.querySelectorAll('input')[1]!;
  expect(document.activeElement).toBe(livePassword);
  expect(livePassword.selectionStart).toBe(17);
  // The next key, typed at the caret before the deferred re-select runs.
  livePassword.dispatchEvent(new Event('beforeinput', { bubbles: true }));
  livePassword.setRangeText('t', 17, 17, 'end');
  jest.runAllTimers();
  expect(livePassword.selectionStart).toBe(18);
  livePassword.setRangeText('ery', 18, 18, 'end');
  expect(livePassword.value).toBe('Correct-Horse-Battery');
});
