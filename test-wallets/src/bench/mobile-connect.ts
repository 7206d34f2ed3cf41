/**
 * `npm run bench:wallet`: how long a mobile connection takes on loopback, with the
 * product's mobile adapter (the real sign-client) and the test mobile wallet through
 * the local relay, in Node. Prints the median and the worst of RUNS connections:
 * - start → pairing link: from `connect()` on a fresh adapter to its pairing URI
 *   (starting the client, reaching the relay, creating the pairing);
 * - approve → connected: from the wallet's approval to `connect()` resolving;
 * - a signature: one `signHexMessage` round trip once connected.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createMobileWalletAdapter } from '@lender/shared/stand-ins';
import { nodeSignClientSettings } from '../relay/node-sign-client.ts';
import { createRelayServer } from '../relay/server.ts';
import { createTestMobileWallet } from '../mobile-wallet/test-mobile-wallet.ts';

const RUNS = Number(process.env.RUNS ?? 10);

const relay = createRelayServer();
await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
const relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;

const samples = {
  pairingLink: [] as number[],
  approveToConnected: [] as number[],
  signature: [] as number[],
};
for (let run = 0; run < RUNS; run++) {
  let approvedAt = 0;
  const wallet = await createTestMobileWallet({
    relayUrl,
    privateKey: '5'.repeat(64),
    decide: () => {
      approvedAt = performance.now();
      return true;
    },
  });
  const adapter = createMobileWalletAdapter({
    signClient: nodeSignClientSettings({ relayUrl, name: 'Keystone Home Lending', logger: 'silent' }),
    environment: 'test',
  });
  const started = performance.now();
  adapter.subscribe?.((event) => {
    if (event.type !== 'pairing-uri') return;
    samples.pairingLink.push(performance.now() - started);
    void wallet.pair(event.uri);
  });
  await adapter.connect({});
  samples.approveToConnected.push(performance.now() - approvedAt);
  const signing = performance.now();
  await adapter.signHexMessage('c0ffee');
  samples.signature.push(performance.now() - signing);
  await adapter.close();
  await wallet.close();
}
await relay.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Mobile connection on loopback, ${RUNS} runs (ms):`);
console.table(
  Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      { median: Math.round(median(values)), worst: Math.round(Math.max(...values)) },
    ]),
  ),
);
process.exit(0);
