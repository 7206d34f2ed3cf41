/** @jest-environment ../tooling/build/src/jest-jsdom-environment.cjs */
// The hosted test wallet's script as the frame runs it, on the page's own markup, with
// the window it talks to and the provider's calls played here: each test gets its own
// instance (its listener on a window of its own), so none hears another's messages.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { renderHostedWalletPage } from './hosted-wallet-page.ts';
import { HOSTED_WALLET_SCRIPT, HOSTED_WALLET_TEXTS as T } from './hosted-wallet-script.ts';

const PRODUCT = 'http://127.0.0.1:3000';
const HANA = '0xdb2430b4e9ac14be6554d3942822be74811a1af9';
const SIGNED_IN = {
  token: 't'.repeat(43),
  expiresAt: '2999-01-01T00:00:00.000Z',
  email: 'hana.hosted@example.com',
};
const CONNECTED = {
  address: HANA,
  publicKey: '02ab',
  jwt: 'a.b.c',
  walletName: 'Hana Hosted',
  representedGroupPolicy: null,
};

interface Call {
  path: string;
  body: unknown;
  bearer: string | null;
}
type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Starts the script; `answer` plays the provider. */
function startFrame(answer: (call: Call) => Answer) {
  const html = renderHostedWalletPage(PRODUCT);
  document.body.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const calls: Call[] = [];
  const posted: unknown[] = [];
  let listener: ((event: { origin: string; source: unknown; data: unknown }) => void) | null = null;
  const parent = {
    postMessage: (message: unknown, origin: string) => origin === PRODUCT && posted.push(message),
  };
  const frameWindow = {
    parent,
    addEventListener: (_: string, handler: typeof listener) => (listener = handler),
  };
  const fetch = async (url: string, init: RequestInit) => {
    const call = {
      path: url.replace('/provider/wallet/api', ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      bearer: (init.headers as Record<string, string>).authorization ?? null,
    };
    calls.push(call);
    const { status, body } = await answer(call);
    return { ok: status < 400, status, json: async () => body };
  };
  // The script as served, with a window of its own (a <script> element would share this one's).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('window', 'fetch', HOSTED_WALLET_SCRIPT) as (w: object, f: typeof fetch) => void;
  run(frameWindow, fetch);
  let nextId = 1;
  const request = (
    method: string,
    params: unknown = [],
    from: { origin: string; source: unknown } = { origin: PRODUCT, source: parent },
  ) => {
    const id = nextId++;
    listener!({ ...from, data: { type: 'request', id, method, params } });
    return id;
  };
  return { calls, posted, request };
}

const waiting = () => screen.getByRole('region', { name: T.waiting });
const form = () => within(waiting()).getByRole('form', { name: T.signInForm });

/** The provider: Hana's password is "right"; her list and her connect answer. */
const provider = ({ path, body }: Call): Answer => {
  if (path === '/sign-in')
    return (body as { password: string }).password === 'right'
      ? { status: 200, body: SIGNED_IN }
      : { status: 401, body: { errors: [{ message: 'The email or password you entered is incorrect.' }] } };
  if (path === '/accounts') return { status: 200, body: [{ address: HANA, name: 'Hana Hosted' }] };
  if (path === '/connect') return { status: 200, body: CONNECTED };
  return { status: 200, body: { result: 'signature' } };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the hosted test wallet’s frame: the person signs in to the provider first', () => {
  it('says it is ready at once, and asks a person not signed in to sign in before anything is listed', async () => {
    const frame = startFrame(provider);
    expect(frame.posted).toEqual([{ type: 'ready' }]);
    frame.request('wallet_connect');
    expect(waiting().textContent).toContain(`${PRODUCT}${T.asksToConnect}`);
    const signIn = form();
    expect(within(signIn).getByLabelText(T.email)).toBe(document.activeElement);
    expect(within(signIn).getByLabelText(T.password)).toHaveProperty('type', 'password');
    expect(within(signIn).getByLabelText(T.password)).toHaveProperty('autocomplete', 'current-password');
    expect(within(signIn).getByRole('button', { name: T.signIn })).toHaveProperty('type', 'submit');
    expect(frame.calls).toEqual([]);
  });

  it('says what is missing, and sends nothing', async () => {
    const frame = startFrame(provider);
    frame.request('wallet_connect');
    await userEvent.click(within(form()).getByRole('button', { name: T.signIn }));
    expect(within(form()).getByRole('alert').textContent).toBe(T.enterBoth);
    expect(within(form()).getByLabelText(T.email).getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getByLabelText(T.email)).toBe(document.activeElement);
    expect(frame.calls).toEqual([]);
  });

  it('disables its button while it signs in, and says why a wrong password failed', async () => {
    let answerSignIn: (answer: { status: number; body: unknown }) => void = () => {};
    const frame = startFrame((call) =>
      call.path === '/sign-in' ? new Promise((resolve) => (answerSignIn = resolve)) : provider(call),
    );
    frame.request('wallet_connect');
    const user = userEvent.setup();
    await user.type(within(form()).getByLabelText(T.email), 'hana.hosted@example.com');
    await user.type(within(form()).getByLabelText(T.password), 'wrong{Enter}');
    const button = within(form()).getByRole('button', { name: T.signIn });
    expect(button).toHaveProperty('disabled', true);
    expect(frame.calls).toEqual([
      { path: '/sign-in', body: { email: 'hana.hosted@example.com', password: 'wrong' }, bearer: null },
    ]);
    answerSignIn(provider({ path: '/sign-in', body: { password: 'wrong' }, bearer: null }) as never);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(within(form()).getByRole('alert').textContent).toBe(
      'The email or password you entered is incorrect.',
    );
    const password = within(form()).getByLabelText<HTMLInputElement>(T.password);
    expect([password.value, password.getAttribute('aria-invalid')]).toEqual(['', 'true']);
    expect(password).toBe(document.activeElement);
    expect(sessionStorage.length).toBe(0);
  });

  it('once signed in, lists the person’s accounts with the token and connects the one approved', async () => {
    const frame = startFrame(provider);
    const id = frame.request('wallet_connect');
    const user = userEvent.setup();
    await user.type(within(form()).getByLabelText(T.email), 'hana.hosted@example.com');
    await user.type(within(form()).getByLabelText(T.password), 'right{Enter}');
    const account = await screen.findByLabelText(T.account);
    expect(JSON.parse(sessionStorage.getItem('hosted-wallet:sign-in')!)).toEqual(SIGNED_IN);
    expect(localStorage.length).toBe(0); // the sign-in is this tab's only
    expect(frame.calls[1]).toEqual({
      path: '/accounts',
      body: undefined,
      bearer: `Bearer ${SIGNED_IN.token}`,
    });
    expect((account as HTMLSelectElement).value).toBe(HANA);
    await user.click(within(waiting()).getByRole('button', { name: T.approve }));
    await waitFor(() => expect(frame.posted).toContainEqual({ type: 'response', id, result: CONNECTED }));
    expect(frame.calls[2]).toEqual({
      path: '/connect',
      body: { address: HANA },
      bearer: `Bearer ${SIGNED_IN.token}`,
    });
  });

  it('a sign-in that has ended brings the form back with the request still waiting', async () => {
    sessionStorage.setItem('hosted-wallet:sign-in', JSON.stringify(SIGNED_IN));
    localStorage.setItem(`hosted-wallet:${PRODUCT}`, HANA);
    let ended = true;
    const frame = startFrame((call) =>
      call.path === '/answer' && ended
        ? { status: 401, body: { errors: [{ message: 'Sign in to your provider account to continue.' }] } }
        : provider(call),
    );
    const id = frame.request('provenance_sign', ['{"description":"Sign Message"}', '00']);
    await userEvent.click(within(waiting()).getByRole('button', { name: T.approve }));
    await waitFor(() => expect(within(form()).getByRole('alert').textContent).toBe(T.ended));
    expect(waiting().textContent).toContain('Sign Message');
    expect(sessionStorage.getItem('hosted-wallet:sign-in')).toBeNull();
    expect(frame.posted).toEqual([{ type: 'ready' }]);

    ended = false;
    fireEvent.input(within(form()).getByLabelText(T.email), { target: { value: 'hana.hosted@example.com' } });
    fireEvent.input(within(form()).getByLabelText(T.password), { target: { value: 'right' } });
    fireEvent.submit(form());
    // The section is drawn anew once signed in: looked up in the whole frame.
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    await waitFor(() => expect(frame.posted).toContainEqual({ type: 'response', id, result: 'signature' }));
  });

  it('a sign-in past its end counts as none', () => {
    sessionStorage.setItem(
      'hosted-wallet:sign-in',
      JSON.stringify({ ...SIGNED_IN, expiresAt: '2000-01-01T00:00:00.000Z' }),
    );
    const frame = startFrame(provider);
    frame.request('wallet_connect');
    expect(form()).toBeTruthy();
    expect(frame.calls).toEqual([]);
  });

  it('answers a rejected request with WalletConnect’s own rejection (code 5000, “User rejected.”)', async () => {
    const frame = startFrame(provider);
    const id = frame.request('wallet_connect');
    await userEvent.click(within(form()).getByRole('button', { name: T.reject }));
    expect(T.userRejected).toBe('User rejected.');
    expect(frame.posted).toContainEqual({
      type: 'response',
      id,
      error: { code: 5000, message: 'User rejected.' },
    });
  });

  it('says, once connected, to which page and as which wallet', async () => {
    sessionStorage.setItem('hosted-wallet:sign-in', JSON.stringify(SIGNED_IN));
    const frame = startFrame(provider);
    frame.request('wallet_connect');
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    await screen.findByRole('button', { name: T.disconnect });
    expect([T.connectedTo, T.connectedAs]).toEqual(['Connected to ', ' as ']);
    expect(document.getElementById('content')!.textContent).toContain(
      `Connected to ${PRODUCT} as ${HANA}. ${T.nothingWaits}`,
    );
  });

  it('ignores a request from another origin', () => {
    const frame = startFrame(provider);
    frame.request('wallet_connect', [], { origin: 'https://evil.example', source: {} });
    expect(screen.queryByRole('region', { name: T.waiting })).toBeNull();
  });
});

describe('the hosted test wallet’s frame: a request the product withdraws (removePendingMethod)', () => {
  const sign = (customId: string, hex: string) => [
    JSON.stringify({ address: HANA, description: 'Sign Message', date: 1, customId }),
    hex,
  ];
  const removal = (customId: string) => [
    JSON.stringify({
      address: HANA,
      description: 'Send Wallet Action',
      date: 1,
      action: 'removePendingMethod',
      payload: { customId },
      customId: `removal-of-${customId}`,
    }),
  ];
  const items = () => within(waiting()).getAllByRole('listitem');

  /** Signed in and connected: each request waits for Approve or Reject. */
  function connectedFrame(answer: (call: Call) => Answer = provider) {
    sessionStorage.setItem('hosted-wallet:sign-in', JSON.stringify(SIGNED_IN));
    localStorage.setItem(`hosted-wallet:${PRODUCT}`, HANA);
    return startFrame(answer);
  }

  it('lists every waiting request; only the first has its buttons', () => {
    const frame = connectedFrame();
    frame.request('provenance_sign', sign('first', '01'));
    frame.request('provenance_sign', sign('second', '02'));
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sign Message — 01') as unknown,
      'Sign Message — 02',
    ]);
    expect(
      within(items()[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([T.approve, T.reject]);
  });

  it('drops exactly the request it names, answering it rejected and the removal true, asking nobody', () => {
    const frame = connectedFrame();
    const first = frame.request('provenance_sign', sign('first', '01'));
    frame.request('provenance_sign', sign('second', '02'));
    const withdrawal = frame.request('wallet_action', removal('first'));
    expect(frame.posted).toEqual([
      { type: 'ready' },
      { type: 'response', id: first, error: { code: 5000, message: T.userRejected } },
      { type: 'response', id: withdrawal, result: true },
    ]);
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('Sign Message — 02');
    expect(within(items()[0]!).getByRole('button', { name: T.approve })).toBeTruthy();
    expect(frame.calls).toEqual([]);
  });

  it('answers a removal of an id it does not know true, and drops nothing', () => {
    const frame = connectedFrame();
    frame.request('provenance_sign', sign('first', '01'));
    const withdrawal = frame.request('wallet_action', removal('nobody-knows'));
    expect(frame.posted).toEqual([{ type: 'ready' }, { type: 'response', id: withdrawal, result: true }]);
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('Sign Message — 01');
  });

  it('a withdrawn request whose approval comes back late answers nothing and drops no other request', async () => {
    let answerSign: (answer: { status: number; body: unknown }) => void = () => {};
    const frame = connectedFrame((call) =>
      call.path === '/answer' ? new Promise((resolve) => (answerSign = resolve)) : provider(call),
    );
    const first = frame.request('provenance_sign', sign('first', '01'));
    frame.request('provenance_sign', sign('second', '02'));
    await userEvent.click(within(items()[0]!).getByRole('button', { name: T.approve }));
    frame.request('wallet_action', removal('first'));
    answerSign({ status: 200, body: { result: 'late signature' } });
    // The late answer arrives (its fetch answered, its JSON read) before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame.posted).not.toContainEqual({ type: 'response', id: first, result: 'late signature' });
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('Sign Message — 02');
  });
});
