/**
 * The wallet lab's connection: the wallet driver over the adapter of the kind a
 * person picks, built from the runtime configuration's wallet section, with its
 * session mirrored into the session store (where the API client reads the wallet's
 * token). The lab is a development page (./mount-lab.tsx); the wallet modal
 * (issue 14) takes its place for users.
 */
import { getRuntimeConfig, sessionStore } from '@lender/shared';
import {
  createMobileWalletAdapter,
  createWalletConnectionDriver,
  walletAppIdFor,
  walletEnvironmentOf,
  type WalletConfig,
  type WalletConnectionDriver,
} from '@lender/shared/wallet';

export function labDriver(wallet: WalletConfig): WalletConnectionDriver {
  const { environment } = getRuntimeConfig();
  const walletEnvironment = walletEnvironmentOf(wallet, { environment, hostname: window.location.hostname });
  const adapter = createMobileWalletAdapter({
    environment: walletEnvironment,
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
  });
  const driver = createWalletConnectionDriver({
    adapter,
    onRedirect: (url) => window.location.assign(url),
    walletAppId: walletAppIdFor('mobile', walletEnvironment),
  });
  driver.subscribe((session) => sessionStore.getState().setWalletSession(session));
  return driver;
}
