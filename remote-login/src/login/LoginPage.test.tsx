import { act, screen, waitFor, within } from '@testing-library/react';
import { pageExit, sessionStore, setRuntimeConfig, TOO_MANY_REQUESTS_MESSAGE } from '@lender/shared';
import {
  createMockApi,
  fill,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  localRuntimeConfig,
  loginFixtures,
  reply,
  replyErrors,
  route,
  throughEveryFailure,
  throughEveryNewPasswordFailure,
  UNICODE_PASSWORD,
} from '@lender/shared/testing';
import { fillAndSubmit, loadedDialog, renderLogin } from './login-page.testing.tsx';
import { ACCOUNT_LOCKED_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from './login-outcome.ts';
import {
  changePassword,
  login,
  redeemToken,
  redeemTwoFactorCode,
  sendToken,
  sendTwoFactorCode,
  verifyTotp,
} from '@lender/shared/endpoints/identity';
import { brokerLogin } from '@lender/shared/endpoints/broker';
import { storeBorrowerQueryParams } from '@lender/shared/endpoints/lead-portal';

const api = installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));

const requestsTo = api.requestsTo;

describe('the login page', () => {
  it('shows the page of the specification', () => {
    renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in to Keystone Home Lending' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(
      screen.getByRole('checkbox', { name: 'Use one-time passcode for logging into my account' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByText('New to Keystone Home Lending?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mortgage signer/ })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/login',
    );
    expect(screen.getByText(/protected by reCAPTCHA/)).toBeInTheDocument();
  });

  it('checks the fields with the specification’s messages and sends nothing', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(requestsTo(login)).toHaveLength(0);
  });

  it('logs in with a password, sending the bot-check token, and goes to /dashboard', async () => {
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'pat@example.com', 'Correct-Horse-Battery-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [request] = requestsTo(login);
    // No page telemetry (a remote alone): no tracker to send.
    expect(request!.body).toEqual({ email: 'pat@example.com', password: 'Correct-Horse-Battery-42' });
    expect(request!.headers.get('X-Recaptcha-Token')).toBe('local-recaptcha.test');
    expect(sessionStore.getState().jwt).toBe(loginFixtures.passwordAccepted.jwt);
    expect(requestsTo(storeBorrowerQueryParams)).toHaveLength(1);
  });

  it('goes to a sanitised redirectUrl of our own, and refuses another site', async () => {
    const own = renderLogin('/auth/login?redirectUrl=%2Fauth%2Fwallet%2Fcreate-wallet');
    await fillAndSubmit(own.user, 'pat@example.com', 'pw');
    await waitFor(() => expect(own.router.state.location.pathname).toBe('/auth/wallet/create-wallet'));
    own.unmount();
    const other = renderLogin('/auth/login?redirectUrl=https%3A%2F%2Fevil.example%2F');
    await fillAndSubmit(other.user, 'pat@example.com', 'pw');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/dashboard'));
  });

  it('says a locked account is locked and stays, keeping what was typed', async () => {
    api.use(route(login, () => reply(loginFixtures.accountLocked)));
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'lee@example.com', 'secret');
    expect(await screen.findByText(ACCOUNT_LOCKED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByLabelText('Email')).toHaveValue('lee@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('shows each message of an errors list, and 429’s sentence', async () => {
    api.use(route(login, () => replyErrors(401, 'The email or password you entered is incorrect.')));
    const { user } = renderLogin();
    await fillAndSubmit(user, 'pat@example.com', 'wrong');
    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeInTheDocument();
    api.use(route(login, () => reply({}, { status: 429, headers: { 'retry-after': '60' } })));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Beside the button with the time left (./countdown.test.tsx), not as a toast.
    expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(
      `${TOO_MANY_REQUESTS_MESSAGE} Try again in 1:00`,
    );
  });

  it('sends one request for a double click, and disables the button while it is in flight', async () => {
    let answer!: () => void;
    api.use(
      route(
        login,
        () =>
          new Promise<Response>((resolve) => (answer = () => resolve(reply(loginFixtures.accountLocked)))),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.dblClick(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(requestsTo(login)).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Log in/ })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(requestsTo(login)).toHaveLength(1);
  });

  it('logs in with an emailed passcode: "Send email", the One-Time Passcode dialog, Continue', async () => {
    const { user, router } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: /one-time passcode/ }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fillAndSubmit(user, 'pat@example.com');
    const dialog = await loadedDialog('One-Time Passcode');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter the passcode.')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Enter code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('12 34-56789');
    expect(code).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(redeemToken)[0]!.body).toEqual({
      loginUuid: 'login-otp-1',
      token: '123456',
    });
  });

  it('resends the code: "Code successfully resent." and "Code Sent"', async () => {
    const { user } = renderLogin('/auth/login?otp=true&email=pat%40example.com');
    expect(screen.getByText('Continue your application by logging into your account.')).toBeInTheDocument();
    expect(screen.queryByText('New to Keystone Home Lending?')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    const dialog = await loadedDialog('One-Time Passcode');
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByText('Code successfully resent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Code Sent' })).toBeDisabled();
    expect(requestsTo(sendToken)).toHaveLength(2);
  });

  it('opens the 2-step dialog for a second factor and finishes there', async () => {
    api.use(route(login, () => reply(loginFixtures.twoFactorRequired)));
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'pat@example.com', 'pw');
    const dialog = await loadedDialog('2 Step Verification');
    await user.click(within(dialog).getByRole('radio', { name: 'Text a code to (***) ***-1234' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(requestsTo(sendTwoFactorCode)).toHaveLength(1));
    expect(requestsTo(sendTwoFactorCode)[0]!.body).toEqual({
      loginUuid: 'login-2fa-1',
      alias: 'alias-phone',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('The code is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Enter code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('The code must be 6 characters long.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Enter code'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // A texted code is redeemed by the 2FA call, never the authenticator's.
    expect(requestsTo(redeemTwoFactorCode).map((r) => r.body)).toEqual([
      { token: '123456', loginUuid: 'login-2fa-1' },
    ]);
    expect(requestsTo(verifyTotp)).toHaveLength(0);
  });

  it('opens the password reset first when the password must be reset, then continues', async () => {
    api.use(route(login, () => reply(loginFixtures.passwordExpired)));
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'expired@example.com', 'old');
    const dialog = await loadedDialog('Reset Password');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('Please enter a password.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm the password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Granite-Lantern-Harbor-77');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Granite-Lantern-Harbor-78');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText("The confirmation and password don't match.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Granite-Lantern-Harbor-77');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(changePassword)[0]!.body).toEqual({
      newPassword: 'Granite-Lantern-Harbor-77',
    });
    // The dialog loads the password form and zxcvbn (about 800 KB of source) in jsdom: 5 s
    // was not enough on a loaded two-core CI machine.
  }, 20_000);

  it('closing the reset dialog without a new password ends the session it needed', async () => {
    api.use(route(login, () => reply(loginFixtures.passwordExpired)));
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'expired@example.com', 'old');
    const dialog = await loadedDialog('Reset Password');
    expect(sessionStore.getState().jwt).toBe(loginFixtures.passwordExpired.jwt);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(sessionStore.getState().jwt).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('refuses a weak password in the reset dialog', async () => {
    api.use(route(login, () => reply(loginFixtures.passwordExpired)));
    const { user } = renderLogin();
    await fillAndSubmit(user, 'expired@example.com', 'old');
    const dialog = await loadedDialog('Reset Password');
    await user.type(within(dialog).getByLabelText('Password'), 'password');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('Please enter a stronger password.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Password strength: (Very weak|Weak)/)).toBeInTheDocument();
    expect(requestsTo(changePassword)).toHaveLength(0);
  });

  it('Forgot Password needs the email, then sends a passcode and opens "Set a password for your account"', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(requestsTo(sendToken)).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const passcode = await loadedDialog('One-Time Passcode');
    await user.type(within(passcode).getByLabelText('Enter code'), '123456');
    await user.click(within(passcode).getByRole('button', { name: 'Continue' }));
    expect(await loadedDialog('Set a password for your account')).toBeInTheDocument();
  });

  it('leaves for a broker redirect behind the "Login Redirecting" dialog', async () => {
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    try {
      api.use(route(login, () => reply(loginFixtures.brokerRedirect)));
      const { user } = renderLogin();
      await fillAndSubmit(user, 'bo@example.com', 'pw');
      expect(await loadedDialog('Login Redirecting')).toBeInTheDocument();
      expect(assign).toHaveBeenCalledWith(loginFixtures.brokerRedirect.redirectUrl);
    } finally {
      assign.mockRestore();
    }
  });

  it('signs an agent in through the identity broker, which asks for the credentials itself', async () => {
    setRuntimeConfig(localRuntimeConfig({ audience: 'agent' }));
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(
      route(brokerLogin, () =>
        reply({ redirect: 'http://127.0.0.1:4000/identity-broker/authorize?state=n' }),
      ),
    );
    try {
      const { user } = renderLogin(
        `/auth/login?redirectUrl=${encodeURIComponent('/auth/wallet/create-wallet')}`,
      );
      expect(screen.queryByLabelText('Email', { exact: true })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await loadedDialog('Login Redirecting')).toBeInTheDocument();
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4000/identity-broker/authorize?state=n');
      const [request] = requestsTo(brokerLogin);
      expect(request!.headers.get('X-Auth0-Application-Name')).toBe('sign-in');
      // A page without org info names no organization.
      expect(request!.headers.has('X-Org')).toBe(false);
      const nonce = request!.query.get('externalStateNonce')!;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      // Where the agent was headed, saved under the nonce the broker hands back as `state`.
      expect(JSON.parse(localStorage.getItem(`login-state:${nonce}`)!)).toMatchObject({
        path: '/auth/wallet/create-wallet',
      });
    } finally {
      assign.mockRestore();
      setRuntimeConfig(localRuntimeConfig());
    }
  });

  it('follows a broker redirect only to a configured broker origin, and keeps the form', async () => {
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(route(login, () => reply({ redirectUrl: 'https://evil.example/identity-broker/authorize' })));
    try {
      const { user } = renderLogin();
      await fillAndSubmit(user, 'bo@example.com', 'pw');
      expect(await screen.findByText(UNEXPECTED_ANSWER_MESSAGE)).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog', { name: 'Login Redirecting' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email', { exact: true })).toHaveValue('bo@example.com');
    } finally {
      assign.mockRestore();
    }
  });

  it("does not follow an agent's broker login to another origin", async () => {
    setRuntimeConfig(localRuntimeConfig({ audience: 'agent' }));
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(route(brokerLogin, () => reply({ redirect: 'https://evil.example/authorize?state=n' })));
    try {
      const { user } = renderLogin();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText(UNEXPECTED_ANSWER_MESSAGE)).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
      setRuntimeConfig(localRuntimeConfig());
    }
  });

  it('opens the wallet modal instead of leaving with walletconnect=true', async () => {
    const { user, router } = renderLogin('/auth/login?walletconnect=true');
    await fillAndSubmit(user, 'pat@example.com', 'pw');
    await waitFor(() => expect(sessionStore.getState().walletSession.modal.showModal).toBe(true));
    // Asked of the page wallet, the one writer of the wallet session, which the store mirrors.
    const { pageWallet } = await import('@lender/shared/wallet');
    expect(sessionStore.getState().walletSession).toBe(pageWallet().getState());
    // The login's session token goes with it: a token that names a wallet starts the modal on Connect.
    expect(sessionStore.getState().jwt).toBeTruthy();
    expect(pageWallet().modalRequest()).toEqual({
      returnTo: '/dashboard',
      section: null,
      token: sessionStore.getState().jwt,
    });
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

// Every failed answer of the page's forms (the sweep: @lender/shared/testing's throughEveryFailure;
// the field checks and the audits of their errors are e2e/tests/login/bad-input.spec.ts's).
describe('the login page through every failed answer: said, what was typed kept, sent once', () => {
  it('the password login, the unicode password sent as typed', async () => {
    const { user } = renderLogin();
    await fill(user, screen.getByLabelText('Email'), 'bad.login@example.com');
    await fill(user, screen.getByLabelText('Password'), UNICODE_PASSWORD);
    await throughEveryFailure({
      api,
      endpoint: login,
      submit: () => screen.getByRole('button', { name: /^Log in/ }),
      sends: { email: 'bad.login@example.com', password: UNICODE_PASSWORD },
      kept: () => {
        expect(screen.getByLabelText('Email')).toHaveValue('bad.login@example.com');
        expect(screen.getByLabelText('Password')).toHaveValue(UNICODE_PASSWORD);
      },
    });
  });

  it('the passcode login’s Send email', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: /one-time passcode/ }));
    await fill(user, screen.getByLabelText('Email'), 'bad.passcode@example.com');
    await throughEveryFailure({
      api,
      endpoint: sendToken,
      submit: () => screen.getByRole('button', { name: /^Send email/ }),
      sends: { email: 'bad.passcode@example.com' },
      kept: () => expect(screen.getByLabelText('Email')).toHaveValue('bad.passcode@example.com'),
    });
  });

  it('the new password of an expired one (the Reset Password dialog)', async () => {
    api.use(route(login, () => reply(loginFixtures.passwordExpired)));
    const { user } = renderLogin();
    await fill(user, screen.getByLabelText('Email'), 'bex.badinput@example.com');
    await fill(user, screen.getByLabelText('Password'), 'old');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await loadedDialog('Reset Password');
    await throughEveryNewPasswordFailure({
      api,
      root: () => screen.getByRole('dialog', { name: 'Reset Password' }),
      submitLabel: 'Save password',
    });
  });
});
