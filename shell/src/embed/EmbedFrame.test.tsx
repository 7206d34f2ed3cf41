/**
 * The frame's page as the embed renders it (./EmbedApp.tsx: the brand, the embed's router over
 * the browser's history, the frame), with a fake channel to the partner and the page's session
 * store. The login remote and the wallet modal's host are stand-ins: what the frame does around
 * them is under test, not them.
 */
import { brands, RouterLink, sessionStore, useNavigate, useStartupParams } from '@lender/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedApp } from './EmbedApp.tsx';
import { IDENTITY_FAILED } from './EmbedDone.tsx';
import { OPENING_WALLET } from './EmbedWallet.tsx';
import type { EmbedOpening } from './embed-start.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_CLOSE_LABEL } from './texts.ts';

/** A screen's way on when it is done (the registration's `registerTarget`: the start-up's redirectUrl). */
function Finish() {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  return (
    <button type="button" onClick={() => void navigate(redirectUrl ?? '/dashboard')}>
      Finish
    </button>
  );
}

jest.mock('../federation/RemoteRoute.tsx', () => ({
  RemoteRoute: ({ id }: { id: string }) => (
    <>
      <h1>{id}</h1>
      <Finish />
      <RouterLink to="/account/heloc/register?label=apollo">Register here</RouterLink>
      <RouterLink to="/auth/login">Log in here</RouterLink>
      <RouterLink to="/auth/wallet/create-wallet">Create Wallet</RouterLink>
    </>
  ),
}));
jest.mock('../wallet-modal/WalletModalSlot.tsx', () => ({ WalletModalSlot: () => null }));
const mockOpenModal = jest.fn();
jest.mock('@lender/shared/wallet', () => ({ pageWallet: () => ({ openModal: mockOpenModal }) }));
jest.mock('../session/signed-in-identity.ts', () => ({ reloadIdentity: jest.fn(() => Promise.resolve()) }));

const opening: EmbedOpening = {
  step: 'login',
  origin: 'https://apollo.example',
  channel: 'c0ffee00-1234',
  label: 'apollo',
  wallet: true,
  nonce: null,
  ticket: null,
};

function renderFrame(
  address = '/embed/login?label=apollo&redirectUrl=%2Fembed%2Fdone',
  brand = brands.apollo,
) {
  window.history.replaceState(null, '', address);
  const channel = { post: jest.fn<void, Parameters<FrameChannel['post']>>() };
  render(<EmbedApp brand={brand} opening={{ ...opening, label: brand.id }} channel={channel} />);
  return { posts: () => channel.post.mock.calls.map(([body]) => body) };
}

const setModalOpen = (showModal: boolean) =>
  act(() => {
    const { walletSession } = sessionStore.getState();
    sessionStore
      .getState()
      .setWalletSession({ ...walletSession, modal: { ...walletSession.modal, showModal } });
  });

// jsdom does not scroll: a new step's scroll to its top is only recorded.
let scrollTo: jest.SpyInstance;
beforeEach(() => (scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)));
afterEach(() => {
  scrollTo.mockRestore();
  document.body.replaceChildren();
});

it('shows the login remote’s screen, and the close control posts the exit', async () => {
  const { posts } = renderFrame();
  expect(screen.getByRole('heading', { name: 'remote_login/LoginScreen' })).toBeInTheDocument();
  expect(posts()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: EMBED_CLOSE_LABEL }));
  expect(posts()).toEqual([{ type: 'exit', reason: 'closed' }]);
});

it('Escape posts the exit, unless an open dialog takes it', async () => {
  const { posts } = renderFrame();
  const dialog = document.body.appendChild(document.createElement('dialog'));
  dialog.setAttribute('open', '');
  await userEvent.keyboard('{Escape}');
  expect(posts()).toEqual([]);
  dialog.removeAttribute('open');
  await userEvent.keyboard('{Escape}');
  expect(posts()).toEqual([{ type: 'exit', reason: 'escape' }]);
});

it('other keys, and an Escape a handler took, post nothing', async () => {
  const { posts } = renderFrame();
  await userEvent.keyboard('{Enter}a');
  document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
  await userEvent.keyboard('{Escape}');
  expect(posts()).toEqual([]);
});

it('the wallet modal opening posts signed_in then wallet_opened; signed_in only once', async () => {
  jest.useFakeTimers();
  try {
    const { posts } = renderFrame();
    setModalOpen(true);
    expect(posts()).toEqual([
      { type: 'event', name: 'signed_in', details: {} },
      { type: 'event', name: 'wallet_opened', details: {} },
    ]);
    // Closed unfinished: on to the last step, which is no second sign-in; opening it again is.
    setModalOpen(false);
    act(() => jest.runOnlyPendingTimers());
    expect(window.location.pathname).toBe('/embed/done');
    setModalOpen(true);
    expect(posts().slice(2)).toEqual([{ type: 'event', name: 'wallet_opened', details: {} }]);
  } finally {
    jest.useRealTimers();
  }
  // The last step settles (no identity here) before the test ends.
  expect(await screen.findByText(IDENTITY_FAILED)).toBeInTheDocument();
});

it('the modal closing unfinished goes on to the last step', async () => {
  jest.useFakeTimers();
  try {
    renderFrame();
    setModalOpen(true);
    setModalOpen(false);
    expect(window.location.pathname).toBe('/embed/login');
    act(() => jest.runOnlyPendingTimers());
    expect(window.location.pathname).toBe('/embed/done');
  } finally {
    jest.useRealTimers();
  }
  expect(await screen.findByText(IDENTITY_FAILED)).toBeInTheDocument();
});

it('the modal closing with its own way to the last step adds no navigation of the frame’s', () => {
  jest.useFakeTimers();
  try {
    renderFrame();
    setModalOpen(true);
    setModalOpen(false);
    window.history.pushState(null, '', '/embed/done?label=apollo');
    const entries = window.history.length;
    act(() => jest.runOnlyPendingTimers());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/embed/done?label=apollo');
    expect(window.history.length).toBe(entries);
  } finally {
    jest.useRealTimers();
  }
});

it('arriving at the last step without the modal posts signed_in', async () => {
  const { posts } = renderFrame('/embed/done?label=apollo');
  await waitFor(() => expect(posts()).toContainEqual({ type: 'event', name: 'signed_in', details: {} }));
  expect(posts()[0]).toEqual({ type: 'event', name: 'signed_in', details: {} });
  expect(await screen.findByText(IDENTITY_FAILED)).toBeInTheDocument();
});

it('a link that leaves the embed opens the full site in a new tab, in the partner’s brand', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderFrame();
  await userEvent.click(screen.getByRole('link', { name: 'Create Wallet' }));
  expect(open).toHaveBeenCalledWith(
    `${window.location.origin}/auth/wallet/create-wallet?label=apollo`,
    '_blank',
    'noopener',
  );
  expect(window.location.pathname).toBe('/embed/login');
  open.mockRestore();
});

it('"Register here" opens the registration in the frame, and its "Log in here" the login again', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderFrame();
  await userEvent.click(screen.getByRole('link', { name: 'Register here' }));
  // Apollo's product is the HELOC: its registration page, as its login's link names it.
  expect(screen.getByRole('heading', { name: 'remote_register/HelocRegisterScreen' })).toBeInTheDocument();
  const frameAt = new URL(window.location.href);
  expect(frameAt.pathname).toBe('/embed/register');
  expect(Object.fromEntries(frameAt.searchParams)).toEqual({
    origin: opening.origin,
    channel: opening.channel,
    label: 'apollo',
    wallet: '1',
    redirectUrl: '/embed/wallet',
  });
  await userEvent.click(screen.getByRole('link', { name: 'Log in here' }));
  expect(screen.getByRole('heading', { name: 'remote_login/LoginScreen' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/embed/login');
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});

it('a new step starts at its top with the focus on the main landmark; the first keeps the frame’s', async () => {
  renderFrame();
  expect(scrollTo).not.toHaveBeenCalled();
  expect(screen.getByRole('main')).not.toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'Register here' }));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  expect(screen.getByRole('main')).toHaveFocus();
});

it('a finished registration asked with the wallet goes through the wallet step, which opens the modal for the new session', async () => {
  mockOpenModal.mockReset();
  renderFrame();
  await userEvent.click(screen.getByRole('link', { name: 'Register here' }));
  act(() => sessionStore.getState().setJwt('header.claims.signature'));
  await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(window.location.pathname).toBe('/embed/wallet');
  expect(screen.getByText(OPENING_WALLET)).toBeInTheDocument();
  await waitFor(() =>
    expect(mockOpenModal).toHaveBeenCalledWith({ returnTo: '/embed/done', token: 'header.claims.signature' }),
  );
  act(() => sessionStore.getState().clearSession());
});

it('a mortgage brand’s registration step shows the standard registration', () => {
  expect(brands.hamilton.defaultProduct).toBe('mortgage');
  renderFrame('/embed/register?label=hamilton&redirectUrl=%2Fembed%2Fdone', brands.hamilton);
  expect(screen.getByRole('heading', { name: 'remote_register/RegisterScreen' })).toBeInTheDocument();
});
