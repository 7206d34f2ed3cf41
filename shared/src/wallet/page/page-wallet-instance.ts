/**
 * The page's one wallet (./page-wallet.ts), made on first use from the runtime
 * configuration's wallet section and wired to the page: the session store mirrors it,
 * local storage keeps it (SESSION_KEYS.walletSession, cleared by logout), logout
 * disconnects it, a disconnect redirect goes through `window.location`, and an expired
 * connection ("Connection Expired", 24 hours after the connect) is said in a toast. Every
 * remote reaches the same one: `@lender/shared/wallet` is a federated singleton, and
 * the singletons it needs come from `@lender/shared`, never from a copy.
 */
import {
  getRuntimeConfig,
  localStorageSource,
  notify,
  registerWalletDisconnect,
  SESSION_KEYS,
  sessionStore,
  storedJson,
} from '@lender/shared';
import { createExtensionWalletAdapter } from '../extension/extension-wallet-adapter.ts';
import { createHostedWalletAdapter } from '../hosted/hosted-wallet-adapter.ts';
import { createMobileWalletAdapter } from '../mobile/mobile-wallet-adapter.ts';
import {
  HOSTED_WALLET_OVERRIDE_KEY,
  hostedWalletUrl,
  passportSiteOf,
  walletConfigOf,
  walletEnvironmentOf,
  type WalletConfig,
} from '../../config/wallet-config.ts';
import { CONNECTION_EXPIRED } from '../wallet-constants.ts';
import { createPageWallet, isSavedWalletSession, type PageWallet } from './page-wallet.ts';

/** What the person reads when the wallet connection expires (after 24 hours). */
export const CONNECTION_EXPIRED_HINT = 'Connect your wallet again to continue.';

/**
 * The element the hosted wallet's frame goes in, when the page has one: the wallet
 * modal renders it, so the frame sits inside the modal dialog (the rest of the page is
 * inert while it is open). Without it the frame goes in the body.
 */
export const HOSTED_FRAME_PARENT_ID = 'hosted-wallet-frame';

/** Shown when the runtime configuration has no wallet section (or one that does not check out). */
export const WALLET_UNAVAILABLE = 'Wallet sign-in is unavailable right now.';

function pageContext() {
  let override: string | null = null;
  try {
    override = window.localStorage.getItem(HOSTED_WALLET_OVERRIDE_KEY);
  } catch {
    // Storage refused: no override.
  }
  return { environment: getRuntimeConfig().environment, hostname: window.location.hostname, override };
}

function walletConfig(): WalletConfig {
  const wallet = walletConfigOf(getRuntimeConfig());
  if (!wallet) throw new Error(WALLET_UNAVAILABLE);
  return wallet;
}

const environment = () => walletEnvironmentOf(walletConfig(), pageContext());

/**
 * The investor-passport site for this page (the provider's main site, with the test
 * host prefix outside production). Throws "Wallet sign-in is unavailable right now."
 * without a wallet configuration.
 */
export function pagePassportSite(): string {
  return passportSiteOf(walletConfig(), pageContext());
}

let instance: PageWallet | null = null;

/** The page's wallet. */
export function pageWallet(): PageWallet {
  if (instance) return instance;
  instance = createPageWallet({
    environment,
    adapters: {
      mobile: () => {
        const wallet = walletConfig();
        return createMobileWalletAdapter({
          environment: environment(),
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
      },
      hosted: () =>
        createHostedWalletAdapter({
          environment: environment(),
          hostedUrl: hostedWalletUrl(walletConfig(), pageContext()),
          iframeParentId: HOSTED_FRAME_PARENT_ID,
        }),
      extension: () => createExtensionWalletAdapter(),
    },
    saved: storedJson(SESSION_KEYS.walletSession, localStorageSource, isSavedWalletSession),
    onSession: (session) => sessionStore.getState().setWalletSession(session),
    registerDisconnect: registerWalletDisconnect,
    onRedirect: (url) => window.location.assign(url),
  });
  instance.on('disconnected', ({ reason }) => {
    if (reason === CONNECTION_EXPIRED)
      void notify({ kind: 'info', title: CONNECTION_EXPIRED, description: CONNECTION_EXPIRED_HINT });
  });
  return instance;
}

/** Forgets the page's wallet (tests). */
export function resetPageWalletForTests(): void {
  instance = null;
}
