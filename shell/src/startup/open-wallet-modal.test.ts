import { openWalletModalFromQuery } from './open-wallet-modal.ts';

function page(href: string) {
  const replaceState = jest.fn();
  return {
    location: { href } as Location,
    history: { state: null, replaceState } as unknown as History,
    replaceState,
  };
}

it('opens the modal on Select and takes the parameter out of the address', async () => {
  const at = page('http://127.0.0.1:3000/dashboard?x=1&walletModal=Select#top');
  const open = jest.fn(() => Promise.resolve());
  await openWalletModalFromQuery(at, open);
  expect(open).toHaveBeenCalledWith('Select');
  expect(at.replaceState).toHaveBeenCalledWith(null, '', '/dashboard?x=1#top');
});

it('does nothing without the parameter, and ignores a section it does not open', async () => {
  const open = jest.fn(() => Promise.resolve());
  await openWalletModalFromQuery(page('http://127.0.0.1:3000/dashboard'), open);
  const odd = page('http://127.0.0.1:3000/dashboard?walletModal=Success');
  await openWalletModalFromQuery(odd, open);
  expect(open).not.toHaveBeenCalled();
  expect(odd.replaceState).toHaveBeenCalledWith(null, '', '/dashboard');
});

it('logs a wallet entry that does not load', async () => {
  const log = jest.fn();
  const failure = new Error('offline');
  await openWalletModalFromQuery(page('http://x/?walletModal=Select'), () => Promise.reject(failure), log);
  expect(log).toHaveBeenCalledWith('The wallet modal could not be opened', failure);
});
