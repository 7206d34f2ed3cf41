/**
 * The test wallets' server (port 4001 by default): the local WalletConnect relay, and
 * on the same port the test mobile wallet's page for people (/mobile-wallet) and the
 * browser-extension test provider (/extension), which sign as the seeded wallets the
 * dev API lists.
 */
import { appByDir, host, originOf, portOf } from '@lender/serve/apps';
import { productOrigins } from '@lender/serve/org-hosts';
import { listen } from '@lender/serve/serve-app';
import { extensionProvider } from './extension/extension-page.ts';
import { createWalletDesk } from './mobile-wallet/wallet-desk.ts';
import { mobileWalletPage } from './mobile-wallet/wallet-page.ts';
import { createRelayServer } from './relay/server.ts';
import { seededWalletsFrom } from './seeded-wallets.ts';
import { relayAudiencesOf, startRefusalOf } from './server-config.ts';

// Test wallets hold keys and sign on request: they are never part of a production stack.
const refusal = startRefusalOf(process.env);
if (refusal) {
  process.stderr.write(`[test-wallets] ${refusal}\n`);
  process.exit(1);
}

const self = appByDir('test-wallets');
const port = portOf(self);
const apiBase = process.env.API_BASE ?? originOf(appByDir('dev-api'));
const seededWallets = seededWalletsFrom(apiBase);
// The product's pages and the partners' sites (`PARTNER_ORIGINS`, read by
// tooling/serve/src/partner-origins.ts; a bad list stops the start): the only pages that may call.
const allowedOrigins = productOrigins();

const desk = createWalletDesk({ relayUrl: `ws://127.0.0.1:${port}`, seededWallets });
const mobileWallet = mobileWalletPage(desk, { ownOrigin: originOf(self) });
const extension = extensionProvider({ seededWallets, publicOrigin: originOf(self), allowedOrigins });
const relayServer = createRelayServer({
  pages: (request, response) => mobileWallet(request, response) || extension(request, response),
  publicUrls: relayAudiencesOf(process.env),
  allowedOrigins,
});
await listen(
  relayServer.server,
  { name: 'test-wallets', port, host },
  { onStop: () => relayServer.disconnectAll() },
);
