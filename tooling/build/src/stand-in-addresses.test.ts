import { standInAddresses } from './stand-in-addresses.ts';

const wallets = [
  'Local WalletConnect relay: ws://127.0.0.1:4001',
  'Test mobile wallet: http://127.0.0.1:4001/mobile-wallet',
  'Test wallet extension: http://127.0.0.1:4001/extension',
];

describe('standInAddresses', () => {
  it.each([
    ['nothing set', {}, [...wallets, 'Partner demo page: http://partner.localhost:3005/']],
    [
      'the ports moved',
      { TEST_WALLETS_PORT: '4201', PARTNER_DEMO_PORT: '3205' },
      [
        'Local WalletConnect relay: ws://127.0.0.1:4201',
        'Test mobile wallet: http://127.0.0.1:4201/mobile-wallet',
        'Test wallet extension: http://127.0.0.1:4201/extension',
        'Partner demo page: http://partner.localhost:3205/',
      ],
    ],
    ['NODE_ENV=production: none runs', { NODE_ENV: 'production' }, []],
    ['APP_ENV=production: none runs', { APP_ENV: 'production' }, []],
  ])('%s', (_what, env, lines) => {
    expect(standInAddresses(env)).toEqual(lines);
  });
});
