/**
 * The wallet lab's connections: a wallet driver per kind a person can pick, over
 * that kind's adapter, built from the runtime configuration's wallet section, each
 * mirroring its session into the session store (where the API client reads the
 * wallet's token). The lab is a development page (./mount-lab.tsx); the wallet modal
 * (issue 14) and the page-wide driver take its place for users.
 */
import { getRuntimeConfig, sessionStore } from '@lender/shared';
import {
  createHostedWalletAdapter,
  createMobileWalletAdapter,
  createWalletConnectionDriver,
  HOSTED_WALLET_OVERRIDE_KEY,
  hostedWalletUrl,
  walletAppIdFor,
  walletEnvironmentOf,
  type WalletAdapter,
  type WalletConfig,
  type WalletConnectionDriver,
} from '@lender/shared/wallet';

export type LabWalletKind = 'mobile' | 'hosted';

export type LabDrivers = Record<LabWalletKind, WalletConnectionDriver>;

export function labDrivers(wallet: WalletConfig): LabDrivers {
  const page = {
    environment: getRuntimeConfig().environment,
    hostname: window.location.hostname,
    override: window.localStorage.getItem(HOSTED_WALLET_OVERRIDE_KEY),
  };
  const environment = walletEnvironmentOf(wallet, page);
  const adapters: Record<LabWalletKind, WalletAdapter> = {
    mobile: createMobileWalletAdapter({
      environment,
      signClient: {
        relayUrl: wallet.relayUrl,
        projectId: wallet.projectId,
        verify: wallet.verify,
        metadata: {
          name: document.title || 'Wallet',
          description: 'Connect your wallet',
          url: window.location.origin,
          icons: [],
        },
      },
    }),
    hosted: createHostedWalletAdapter({ environment, hostedUrl: hostedWalletUrl(wallet, page) }),
  };
  const driverFor = (kind: LabWalletKind) => {
    const driver = createWalletConnectionDriver({
      adapter: adapters[kind],
      onRedirect: (url) => window.location.assign(url),
      walletAppId: walletAppIdFor(kind, environment),
    });
    driver.subscribe((session) => sessionStore.getState().setWalletSession(session));
    return driver;
  };
  return { mobile: driverFor('mobile'), hosted: driverFor('hosted') };
}
