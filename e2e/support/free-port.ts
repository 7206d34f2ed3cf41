/**
 * A port for a server the suites or the benchmarks start for themselves where nothing else
 * needs to know it in advance (nginx, the benchmark browser's debugging port): the system
 * picks one nothing listens on, so it never meets the stack's ports, wherever they are moved.
 */
import { createServer } from 'node:net';

/** A port nothing listens on now (the system picks it; the caller's server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
