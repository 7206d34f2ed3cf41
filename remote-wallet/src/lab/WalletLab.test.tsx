/**
 * The wallet lab shows the connected wallet's name when it has one, and nothing in its
 * place when it has none: a name that fails an account name's limits is dropped by the
 * connection (issue 26, item 4), and the page must not show "()" for it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lender/shared/testing';
import { createInMemoryWallet, createPageWallet } from '@lender/shared/wallet';
import { WalletLab } from './WalletLab.tsx';

function labWith(name: string) {
  const wallet = createInMemoryWallet({ name });
  const page = createPageWallet({
    adapters: { mobile: () => wallet, extension: () => wallet, hosted: () => wallet },
    environment: () => 'test',
    saved: { read: () => null, write: () => undefined, remove: () => undefined },
  });
  renderWithProviders(<WalletLab wallet={page} />);
  return wallet;
}

it.each([
  ['a fine name', 'Pat’s wallet', 'Pat’s wallet'],
  ['a name with a bidi override (dropped)', 'Pat \u202Etxt.exe', null],
])('a connected wallet with %s', async (_, name, shown) => {
  const wallet = labWith(name);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect a mobile wallet' }));
  const line = (await screen.findByTestId('wallet-address')).parentElement!;
  expect(line).toHaveTextContent(
    shown ? `Connected: ${wallet.address} (${shown})` : `Connected: ${wallet.address}`,
  );
  if (!shown) expect(line.textContent).toBe(`Connected: ${wallet.address}`);
});
