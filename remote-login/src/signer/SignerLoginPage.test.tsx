import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lender/shared';
import {
  createMockApi,
  fill,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
  throughEveryFailure,
} from '@lender/shared/testing';
import { SignerLoginPage } from './SignerLoginPage.tsx';
import { ACCESS_CODE_REQUIRED } from './signer-login.ts';
import { accessCodeLogin } from '@lender/shared/endpoints/identity';

const api = installMockApi(createMockApi(route(accessCodeLogin, () => reply({ jwt: 'signer-token' }))));

describe('the mortgage-signer login', () => {
  it('signs in with the email and access code and lands on the sanitised target', async () => {
    const { router } = renderWithProviders(<SignerLoginPage />, {
      route: '/account/heloc/heloc-signer/login?redirectUrl=%2Fauth%2Fwallet%2Fcreate-wallet',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage Signer Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sid.signer@example.com');
    await user.type(screen.getByLabelText('Access code'), ' SIGN-4821-KX ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet'));
    expect(api.requests[0]!.body).toEqual({ email: 'sid.signer@example.com', accessCode: 'SIGN-4821-KX' });
    expect(sessionStore.getState().jwt).toBe('signer-token');
  });

  it('checks both fields before sending anything', async () => {
    renderWithProviders(<SignerLoginPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sid.signer@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(ACCESS_CODE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('says a wrong code is wrong and keeps what was typed', async () => {
    const message = 'That access code is not valid. Check the code in your signing invitation.';
    api.use(route(accessCodeLogin, () => replyErrors(401, message)));
    const { router } = renderWithProviders(<SignerLoginPage />, {
      route: '/account/heloc/heloc-signer/login',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sid.signer@example.com');
    await user.type(screen.getByLabelText('Access code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('WRONG');
    expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/login');
  });

  // The sweep is @lender/shared/testing's (e2e/tests/login/bad-input.spec.ts).
  it('through every failed answer: said, what was typed kept, sent once', async () => {
    renderWithProviders(<SignerLoginPage />, { route: '/account/heloc/heloc-signer/login' });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Email'), 'bad.signer@example.com');
    await fill(user, screen.getByLabelText('Access code'), 'SIGN-0000-ÄÖ');
    await throughEveryFailure({
      api,
      endpoint: accessCodeLogin,
      submit: () => screen.getByRole('button', { name: 'Log in' }),
      sends: { email: 'bad.signer@example.com', accessCode: 'SIGN-0000-ÄÖ' },
      kept: () => {
        expect(screen.getByLabelText('Email')).toHaveValue('bad.signer@example.com');
        expect(screen.getByLabelText('Access code')).toHaveValue('SIGN-0000-ÄÖ');
      },
    });
  });
});
