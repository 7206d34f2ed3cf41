import { WALLET_APP_IDS, walletAppIdFor } from './wallet-app-ids.ts';

describe('walletAppIdFor', () => {
  it.each([
    ['extension', 'production', 'extension'],
    ['extension', 'test', 'extension'],
    ['mobile', 'production', 'mobile'],
    ['mobile', 'test', 'mobile-test'],
    ['hosted', 'production', 'hosted'],
    ['hosted', 'test', 'hosted-test'],
  ] as const)('%s in %s → %s', (kind, environment, id) => {
    expect(walletAppIdFor(kind, environment)).toBe(id);
  });

  it('has the five distinct provider ids of the specification', () => {
    expect(new Set(Object.values(WALLET_APP_IDS)).size).toBe(5);
  });
});
