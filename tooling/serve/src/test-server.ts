import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Runs `run` against `server` listening on a free loopback port, then closes it. For tests. */
export async function withListening(server: Server, run: (base: string) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
