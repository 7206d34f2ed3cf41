/** The test wallets' server: for now the local WalletConnect relay (port 4001 by default). */
import { appByDir, host, portOf } from '@lender/tooling/apps';
import { listen } from '@lender/tooling/serve-app';
import { createRelayServer } from './relay/server.ts';

const { server } = createRelayServer();
await listen(server, { name: 'test-wallets', port: portOf(appByDir('test-wallets')), host });
