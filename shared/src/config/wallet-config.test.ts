import { localRuntimeConfigInput } from '../testing/fixtures/runtime-config.ts';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts';
import {
  hostedWalletUrl,
  passportSiteOf,
  walletConfigOf,
  walletEnvironmentOf,
  type WalletConfig,
} from './wallet-config.ts';

const wallet: WalletConfig = {
  ...localRuntimeConfigInput.wallet,
  verify: true,
  hostedUrl: 'https://wallet.provider.example/connect',
  hostedTestUrl: 'https://test.provider.example/connect',
  passportSite: 'https://www.provider.example',
  passportTestPrefix: 'test.',
};
const production = { environment: 'production', hostname: 'www.keystone.example' } as const;
const productionTestHost = { environment: 'production', hostname: 'app.test.keystone.example' } as const;
const development = { environment: 'development', hostname: '127.0.0.1' } as const;

describe('the wallet environment and the hosted wallet’s page of a page', () => {
  it.each([
    [production, 'production', 'https://wallet.provider.example/connect', 'https://www.provider.example'],
    [
      productionTestHost,
      'test',
      'https://test.provider.example/connect',
      'https://test.www.provider.example',
    ],
    [development, 'test', 'https://test.provider.example/connect', 'https://test.www.provider.example'],
  ] as const)('%o: %s, %s, passports on %s', (page, environment, hosted, passports) => {
    expect(walletEnvironmentOf(wallet, page)).toBe(environment);
    expect(hostedWalletUrl(wallet, page)).toBe(hosted);
    expect(passportSiteOf(wallet, page)).toBe(passports);
  });

  it('takes the local-storage override outside production only, and only a web address', () => {
    const override = 'http://127.0.0.1:4999/my-wallet';
    expect(hostedWalletUrl(wallet, { ...development, override })).toBe(override);
    expect(hostedWalletUrl(wallet, { ...production, override })).toBe(wallet.hostedUrl);
    expect(hostedWalletUrl(wallet, { ...development, override: 'javascript:alert(1)' })).toBe(
      wallet.hostedTestUrl,
    );
    expect(hostedWalletUrl(wallet, { ...development, override: 'not a url' })).toBe(wallet.hostedTestUrl);
  });

  it('keeps a passport site that already carries the test prefix as it is', () => {
    expect(passportSiteOf({ ...wallet, passportSite: 'https://test.provider.example' }, development)).toBe(
      'https://test.provider.example',
    );
  });
});

describe('the wallet section of the runtime configuration (walletConfigOf)', () => {
  it('refuses Verify switched off in production, and bad addresses, listing the problems', () => {
    const config = parseRuntimeConfig({ ...localRuntimeConfigInput, environment: 'production' });
    expect(() => walletConfigOf(config)).toThrow(RuntimeConfigError);
    expect(() => walletConfigOf(config)).toThrow('wallet.verify: must be true in production');
    const badRelay = { ...localRuntimeConfigInput, wallet: { ...wallet, relayUrl: 'http://relay.example' } };
    expect(() => walletConfigOf(parseRuntimeConfig(badRelay))).toThrow('wallet.relayUrl: must be ws(s)');
    expect(walletConfigOf(parseRuntimeConfig({ ...config, wallet }))?.verify).toBe(true);
  });

  it('may be left out: the wallet screens then say they are unavailable', () => {
    const { wallet: _left, ...withoutWallet } = localRuntimeConfigInput;
    expect(walletConfigOf(parseRuntimeConfig(withoutWallet))).toBeNull();
  });
});
