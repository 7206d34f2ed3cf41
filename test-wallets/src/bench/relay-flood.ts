/**
 * `npm run bench:relay`: the memory the local relay holds under a flood, the probe of
 * issue 26 (200 messages of 250 KiB to one topic nobody subscribes to, each kept for
 * the longest TTL). Two floods, each on a fresh relay: from one client, and from a
 * new client per message (a flooder dodging a per-client limit). For each it prints
 * what the relay's store keeps (messages, and bytes as the store counts them, when it
 * counts them), and the process's heap and RSS growth after a garbage collection. Each
 * flood runs in a process of its own, where the relay and the flooding sockets share
 * the memory: the sockets' buffers are gone once every publish is answered, so the
 * growth is the relay's.
 */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocket } from 'ws';
import { MAX_TTL_S } from '../relay/relay.ts';
import { newRelayAuthKey, signRelayAuth } from '../relay/relay-auth.ts';
import { createRelayServer } from '../relay/server.ts';

const MESSAGES = Number(process.env.MESSAGES ?? 200);
const MESSAGE_BYTES = 250 * 1024;
const MiB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A client as the sign-client connects: a fresh key, a token for this relay. */
async function connect(url: string): Promise<WebSocket> {
  const socket = new WebSocket(`${url}/?auth=${signRelayAuth(newRelayAuthKey(), url)}&projectId=bench`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Publishes `count` messages on one socket and waits until the relay answered each. */
function publish(socket: WebSocket, count: number, firstId: number): Promise<void> {
  const message = 'x'.repeat(MESSAGE_BYTES);
  return new Promise((resolve, reject) => {
    let answered = 0;
    socket.on('message', (data: Buffer) => {
      const answer = JSON.parse(data.toString()) as { error?: unknown };
      if (answer.error) return reject(new Error(JSON.stringify(answer.error)));
      if (++answered === count) resolve();
    });
    for (let i = 0; i < count; i++)
      socket.send(
        JSON.stringify({
          id: firstId + i,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: 'flooded', message, ttl: MAX_TTL_S, tag: 1100 },
        }),
      );
  });
}

async function flood(name: string, clients: number) {
  const relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  gc();
  const before = process.memoryUsage();
  const perClient = MESSAGES / clients;
  for (let client = 0; client < clients; client++) {
    const socket = await connect(url);
    await publish(socket, perClient, client * perClient + 1);
    socket.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  const after = process.memoryUsage();
  const stats = relay.relay.stats() as { messages: number; bytes?: number };
  await relay.close();
  return {
    flood: name,
    'messages kept': stats.messages,
    'store bytes (MiB)': stats.bytes === undefined ? 'not counted' : +(stats.bytes / MiB).toFixed(1),
    'heap growth (MiB)': +((after.heapUsed - before.heapUsed) / MiB).toFixed(1),
    'RSS growth (MiB)': +((after.rss - before.rss) / MiB).toFixed(1),
  };
}

const floods = { 'one client': 1, 'a client per message': MESSAGES };
const asked = process.argv[2];
if (asked && asked in floods) {
  process.stdout.write(JSON.stringify(await flood(asked, floods[asked as keyof typeof floods])));
} else {
  console.log(`The relay under ${MESSAGES} messages of 250 KiB to one topic with no subscriber:`);
  const run = (name: string) =>
    JSON.parse(
      execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, name], { encoding: 'utf8' }),
    ) as unknown;
  console.table(Object.keys(floods).map(run));
}
process.exit(0);
