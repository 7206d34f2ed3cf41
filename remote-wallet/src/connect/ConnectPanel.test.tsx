/**
 * The connect step's view: the kind buttons, each wait, the extension's missing-wallet
 * link, and the mobile view's QR code (256 px, 182 on a phone-sized screen), copy
 * button and store links, with their literal texts and addresses.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, installMockApi, renderWithProviders, reply, route } from '@lender/shared/testing';
import { createShortLink } from '@lender/shared/endpoints/public';
import { WALLET_EXTENSION_MISSING, type WalletAppKind } from '@lender/shared/wallet';
import type { ConnectStatus } from './connect-flow.ts';
import { ConnectPanel } from './ConnectPanel.tsx';
import { walletLinks } from './wallet-links.ts';

jest.mock('./wallet-links.ts', () => {
  const actual = jest.requireActual<{ walletLinks: typeof walletLinks }>('./wallet-links.ts');
  return { walletLinks: jest.fn(actual.walletLinks) };
});

installMockApi(
  createMockApi(route(createShortLink, () => reply({ shortLink: 'http://127.0.0.1:4000/s/k1' }))),
);
const STORE = 'http://127.0.0.1:4001/mobile-wallet';
const EXTENSION_STORE = 'http://127.0.0.1:4001/extension';

function panel(status: ConnectStatus, kinds: readonly WalletAppKind[] = ['mobile', 'extension', 'hosted']) {
  const onConnect = jest.fn();
  renderWithProviders(
    <ConnectPanel request={{ kinds, required: null }} status={status} onConnect={onConnect} />,
  );
  return onConnect;
}

const realMatchMedia = window.matchMedia.bind(window);
function phoneSized() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(max-width: 599px)',
  });
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** Shown at `px` square, and drawn at that size (the SVG in the image's address). */
function expectSize(image: HTMLElement, px: number) {
  expect([getComputedStyle(image).width, getComputedStyle(image).height]).toEqual([`${px}px`, `${px}px`]);
  expect(decodeURIComponent(image.getAttribute('src')!)).toContain(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}"`,
  );
}

it('offers the request’s ways by their names and connects the one chosen', async () => {
  const onConnect = panel({ step: 'choose' });
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Mobile wallet',
    'Chrome Extension Wallet',
    'Use your provider account',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Chrome Extension Wallet' }));
  expect(onConnect).toHaveBeenCalledWith('extension');
});

it('says an error, and where to get the extension when it is missing', () => {
  panel({ step: 'choose', error: WALLET_EXTENSION_MISSING }, ['mobile', 'extension']);
  expect(screen.getByRole('alert')).toHaveTextContent(WALLET_EXTENSION_MISSING);
  expect(screen.getByRole('link', { name: 'Get the Chrome extension wallet' })).toHaveAttribute(
    'href',
    EXTENSION_STORE,
  );
  expect(screen.getAllByRole('button')).toHaveLength(2);
});

it.each([
  ['hosted', 'Awaiting signature in the wallet window...'],
  ['extension', 'Approve the connection in the wallet extension…'],
  ['mobile', 'Preparing the QR code…'],
] as const)('waiting in the %s wallet says "%s", with no kind buttons', (kind, words) => {
  panel({ step: 'connecting', kind, pairingUri: null });
  expect(screen.getByRole('status')).toHaveTextContent(words);
  expect(screen.queryByRole('button')).toBeNull();
});

it('shows the 256 px QR code, the copy button, the steps and the store links', async () => {
  panel({ step: 'connecting', kind: 'mobile', pairingUri: 'wc:abc@2?relay-protocol=irn' });
  const qr = await screen.findByRole('img', {
    name: 'QR code with the link that connects your mobile wallet',
  });
  expectSize(qr, 256);
  expect(screen.getByRole('button', { name: 'Copy link to QR' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Open in wallet' })).toBeNull();
  expect(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Open the wallet app on your phone.',
    'Choose to scan a QR code.',
    'Scan this code, then approve the connection in the app.',
  ]);
  expect(
    screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
  ).toEqual([
    ['Get the wallet on the App Store', STORE, '_blank'],
    ['Get the wallet on Google Play', STORE, '_blank'],
    ['Use the Chrome extension wallet', EXTENSION_STORE, '_blank'],
  ]);
});

it('on a phone-sized screen: the 182 px QR code, "Copy QR Code" and "Open in wallet" by the short link', async () => {
  phoneSized();
  panel({ step: 'connecting', kind: 'mobile', pairingUri: 'wc:abc@2?relay-protocol=irn' });
  const qr = await screen.findByRole('img', {
    name: 'QR code with the link that connects your mobile wallet',
  });
  expectSize(qr, 182);
  expect(screen.getByRole('button', { name: 'Copy QR Code' })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:4000/s/k1',
  );
});

it('"Copy link to QR" copies the pairing link and says "Copied!"', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  panel({ step: 'connecting', kind: 'mobile', pairingUri: 'wc:abc@2' });
  await user.click(screen.getByRole('button', { name: 'Copy link to QR' }));
  expect(writeText).toHaveBeenCalledWith('wc:abc@2');
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
});

it('reads the wallet links once for the panel and its wait', () => {
  jest.mocked(walletLinks).mockClear();
  panel({ step: 'connecting', kind: 'mobile', pairingUri: 'wc:abc@2' });
  expect(walletLinks).toHaveBeenCalledTimes(1);
});
