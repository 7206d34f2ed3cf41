/**
 * Every failed answer of a form, in jsdom (issue 40; it was the Playwright suites' sweep in
 * e2e/support/bad-input.ts, issue 17, item 11). `throughEveryFailure` submits the form once per
 * failure, each answered by the mock API for that one request: a 500 with an `errors` list (its
 * message shown), a 500 without one (`Internal Server Error`), a malformed JSON answer, and one
 * the API client gives up on after its 30 s (on jest's fake clock: no real wait; the button is
 * disabled while it waits); then a double click, which must send one request. After each, the
 * message is shown (a toast is dismissed, so the next one is not queued behind it), exactly one
 * request went out, carrying what was typed as typed, and the typed input is still there.
 *
 * The texts are here, once: the sweep's own (what the mock answers, what the client says) and
 * the unicode password every password field is given.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API_TIMEOUT_MS } from '../api/client.ts';
import { changePassword } from '../api/endpoints/identity/change-password.ts';
import {
  reply,
  replyErrors,
  route,
  type MockApi,
  type MockHandler,
  type MockTarget,
} from './mock-api/mock-api.ts';

/** The message of the sweep's `errors` list. */
export const LISTED_FAILURE = 'Sign-in is resting for a moment.';
/** The message of the double click's answer (an `errors` list too). */
export const SENT_ONCE_FAILURE = 'Sent once.';
/** Typed wherever a password goes: it must arrive and be kept as typed. */
export const UNICODE_PASSWORD = 'Pässwörd 密码 🏠 ñ-42';

/** What the person reads for each failure. */
export interface FailureTexts {
  listed: string;
  unlisted: string;
  unreadable: string;
  timeout: string;
}

/** The toasts' texts: the listed message, the status text, the client's own sentences. */
export const FAILURE_TOASTS: FailureTexts = {
  listed: LISTED_FAILURE,
  unlisted: 'Internal Server Error',
  unreadable: 'The server sent a response that could not be read.',
  timeout: 'The request took longer than 30 seconds. Please try again.',
};

/** A form to sweep: where it sends, how it is submitted, what it keeps and says. */
export interface FailureSweep {
  /** The test file's mock API (`installMockApi`). */
  api: MockApi;
  /** The endpoint the form calls (its declaration, as `route` takes it). */
  endpoint: MockTarget;
  /** The form's submit button (looked up once a step: it stays the same element while busy). */
  submit: () => HTMLElement;
  /** Asserts the typed input is still there. */
  kept: () => void | Promise<void>;
  /** What each request's body carries, as typed (`toMatchObject`). */
  sends?: Record<string, unknown>;
  /** What the form says, where it does not use the toasts' texts. */
  said?: FailureTexts;
  /** The element that shows a message, or a throw; the page's toasts unless told. */
  message?: (text: string) => HTMLElement;
}

/**
 * Puts `text` in a field at once, as Playwright's `fill` (the e2e suites' way): the field
 * emptied and focused, then the text pasted. Cheaper than typing it key by key.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}

/** The sweep's waits look often: most of what they wait for is a request, not a DOM change. */
const POLL = { interval: 10 };

/** The toast saying `text` (a `role="status"` with its Dismiss button), or a throw. */
function toastSaying(text: string): HTMLElement {
  const toast = screen
    .queryAllByText(text)
    .map((element) => element.closest<HTMLElement>('[role="status"]'))
    .find((status) => status && within(status).queryByRole('button', { name: 'Dismiss notification' }));
  if (!toast) throw new Error(`No toast says "${text}"`);
  return toast;
}

/** Answers nothing: rejects when the client aborts the request, as a fetch does. */
const neverAnswered: MockHandler = ({ signal }) =>
  new Promise<Response>((_, reject) => {
    if (!signal) throw new Error('The request has no abort signal: it could never time out.');
    signal.addEventListener('abort', () =>
      reject(new DOMException('The request was aborted.', 'AbortError')),
    );
  });

const unreadable = () =>
  new Response('{"jwt": "half', { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Submits the form once per failure, each answered for that one request: a 500 with an `errors`
 * list, a 500 without one, a malformed answer, no answer until the client gives up after 30 s
 * (on jest's fake clock); then a double click, which must send one request. After each, the
 * message is shown, one request went out carrying `sends`, and `kept` holds.
 */
export async function throughEveryFailure(sweep: FailureSweep): Promise<void> {
  const { api, endpoint } = sweep;
  // No pause between events: both clicks of the double click land before the page re-renders.
  const user = userEvent.setup({ delay: null });
  const said = sweep.said ?? FAILURE_TOASTS;
  const shown = sweep.message ?? toastSaying;
  const sent = () => api.requestsTo(endpoint);
  const isDisabled = (button: HTMLElement) => button.matches(':disabled');

  /**
   * Submits with `press`, the endpoint answering `answer` for this step only; then the message
   * is shown (a toast dismissed), the button works again, and one request went out, with the
   * typed text.
   */
  const step = async (
    answer: MockHandler,
    text: string,
    press: (button: HTMLElement, before: number) => Promise<void>,
  ) => {
    const remove = api.use(route(endpoint, answer));
    const before = sent().length;
    // One look-up a step: the button is the same element while it is busy.
    const button = sweep.submit();
    try {
      await press(button, before);
      const message = await waitFor(() => shown(text), POLL);
      if (!sweep.message)
        fireEvent.click(within(message).getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(isDisabled(button)).toBe(false), POLL);
    } finally {
      remove();
    }
    const requests = sent().slice(before);
    expect(requests).toHaveLength(1);
    if (sweep.sends) expect(requests[0]!.body).toMatchObject(sweep.sends);
    await sweep.kept();
  };
  const click = (button: HTMLElement) => user.click(button);

  await step(() => replyErrors(500, LISTED_FAILURE), said.listed, click);
  await step(() => reply({}, { status: 500, statusText: 'Internal Server Error' }), said.unlisted, click);
  await step(unreadable, said.unreadable, click);

  // The client gives up after 30 s of jest's clock; the answer never comes. The clock is moved
  // in one synchronous step (the async advance took several times longer here).
  await step(neverAnswered, said.timeout, async (button, before) => {
    jest.useFakeTimers();
    try {
      await user.click(button);
      // The clock moves once the request is out (the client's timer starts with it; a login first
      // fetches its bot-check token).
      await waitFor(() => expect(sent().length).toBeGreaterThan(before), POLL);
      expect(isDisabled(button)).toBe(true);
      // An async act: what the time-out sets off (the abort, the failure's render) is awaited.
      await act(() => {
        jest.advanceTimersByTime(API_TIMEOUT_MS + 500);
        return Promise.resolve();
      });
      await waitFor(() => shown(said.timeout), POLL);
    } finally {
      jest.useRealTimers();
    }
  });

  // A double click sends one request: the button is busy while the first is under way, which is
  // answered only once both clicks are in.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answerWhenReleased = async () => {
    await held;
    return replyErrors(500, SENT_ONCE_FAILURE);
  };
  await step(
    answerWhenReleased,
    said.listed.replace(LISTED_FAILURE, SENT_ONCE_FAILURE),
    async (button, before) => {
      try {
        await user.dblClick(button);
        await waitFor(() => expect(sent().length).toBeGreaterThan(before), POLL);
      } finally {
        release();
      }
    },
  );
}

/** A new password typed as the e2e sweep typed it: the unicode password, a suffix of its own. */
export const NEW_UNICODE_PASSWORD = `${UNICODE_PASSWORD} mhq2x9c1`;

/** The new-password form to sweep: where it is, and its submit button's text. */
export interface NewPasswordSweep {
  api: MockApi;
  /** The dialog or step the form is in; the page unless told. */
  root?: () => HTMLElement;
  /** The submit button's text ("Save password", "Create login", …). */
  submitLabel: string;
}

/**
 * The new-password form (`@lender/shared/password-form`): the unicode password and its
 * confirmation, then every failure of the password change, the password sent as typed; the form,
 * the password and its confirmation are still there after each.
 */
export async function throughEveryNewPasswordFailure(form: NewPasswordSweep): Promise<void> {
  const user = userEvent.setup({ delay: null });
  const scope = () => (form.root ? within(form.root()) : screen);
  const password = () => scope().getByLabelText<HTMLInputElement>('Password', { exact: true });
  const confirmation = () => scope().getByLabelText<HTMLInputElement>('Confirm password');
  await fill(user, password(), NEW_UNICODE_PASSWORD);
  await fill(user, confirmation(), NEW_UNICODE_PASSWORD);
  await throughEveryFailure({
    api: form.api,
    endpoint: changePassword,
    submit: () => scope().getByRole('button', { name: form.submitLabel }),
    sends: { newPassword: NEW_UNICODE_PASSWORD },
    kept: () => {
      if (form.root) expect(form.root().isConnected).toBe(true);
      expect(password().value).toBe(NEW_UNICODE_PASSWORD);
      expect(confirmation().value).toBe(NEW_UNICODE_PASSWORD);
    },
  });
}
