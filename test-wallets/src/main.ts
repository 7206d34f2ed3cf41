/**
 * The test wallets' server (port 4001 by default): the local WalletConnect relay, and
 * on the same port the test mobile wallet's page for people (/mobile-wallet), which
 * signs as the seeded wallets the dev API lists.
 */
import { appByDir, host, originOf, portOf } from '@lender/tooling/apps';
import { listen } from '@lender/tooling/serve-app';
import { createWalletDesk, type SeededWallet } from './mobile-wallet/wallet-desk.ts';
import { mobileWalletPage } from './mobile-wallet/wallet-page.ts';
import { createRelayServer } from './relay/server.ts';

// Test wallets hold keys and sign on request: they are never part of a production stack.
if (process.env.NODE_ENV === 'production') {
  process.stderr.write('[test-wallets] refusing to start with NODE_ENV=production\n');
  process.exit(1);
}

const port = portOf(appByDir('test-wallets'));
const apiBase = process.env.API_BASE ?? originOf(appByDir('dev-api'));

const desk = createWalletDesk({
  relayUrl: `ws://127.0.0.1:${port}`,
  seededWallets: async () => {
    const answer = await fetch(new URL('/__dev/wallets', apiBase));
    if (!answer.ok) throw new Error(`The dev API did not list its wallets (${answer.status})`);
    return (await answer.json()) as SeededWallet[];
  },
});
const { server } = createRelayServer({ pages: mobileWalletPage(desk) });
await listen(server, { name: 'test-wallets', port, host });
