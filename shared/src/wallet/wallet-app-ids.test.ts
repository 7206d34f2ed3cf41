import { WALLET_APP_IDS, walletAppIdFor, walletKindOfAppId } from './wallet-app-ids.ts';

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

describe('walletKindOfAppId', () => {
  it('gives back the kind of each id walletAppIdFor makes', () => {
    for (const kind of ['extension', 'mobile', 'hosted'] as const)
      for (const environment of ['production', 'test'] as const)
        expect(walletKindOfAppId(walletAppIdFor(kind, environment))).toBe(kind);
  });

  it.each([null, undefined, '', 'figure_mobile', 'EXTENSION'])('knows no kind for %p', (id) => {
    expect(walletKindOfAppId(id)).toBeNull();
  });
});
