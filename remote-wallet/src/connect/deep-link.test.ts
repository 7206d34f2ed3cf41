import { deepLinkOf, SHORT_LINK_FAILED, shortenedLink } from './deep-link.ts';

const PAIRING = 'wc:7f3a@2?relay-protocol=irn&symKey=ab12';

it('puts the pairing link in the universal link as uri, encoded, keeping what the link had', () => {
  const link = deepLinkOf('https://wallet.example/connect?app=lender', PAIRING);
  expect(new URL(link).searchParams.get('uri')).toBe(PAIRING);
  expect(new URL(link).searchParams.get('app')).toBe('lender');
  expect(link).toBe(
    'https://wallet.example/connect?app=lender&uri=wc%3A7f3a%402%3Frelay-protocol%3Dirn%26symKey%3Dab12',
  );
});

it('uses the short link when the service gives one', async () => {
  const log = jest.fn();
  await expect(
    shortenedLink('https://wallet.example/?uri=x', () => Promise.resolve('https://s.example/s/k1'), log),
  ).resolves.toBe('https://s.example/s/k1');
  expect(log).not.toHaveBeenCalled();
});

it('logs "Failed to fetch short QR code" and uses the long link when the service fails', async () => {
  const log = jest.fn();
  const failure = new Error('503');
  await expect(
    shortenedLink('https://wallet.example/?uri=x', () => Promise.reject(failure), log),
  ).resolves.toBe('https://wallet.example/?uri=x');
  expect(log).toHaveBeenCalledWith(SHORT_LINK_FAILED, failure);
  expect(SHORT_LINK_FAILED).toBe('Failed to fetch short QR code');
});
