/**
 * Stopping a server the way a load balancer expects (docs/deploy.md, "The shell's server"):
 * on SIGTERM it stops taking connections, closes the idle keep-alive ones at once, lets the
 * answers in flight finish (each tells its client the connection closes after it), and
 * stops when they are done, or after the grace period with whatever is left cut off.
 */
import type { Server, ServerResponse } from 'node:http';

/** How long answers in flight may take once a stop begins. */
export const STOP_GRACE_MS = 10_000;

export type StopOutcome = 'drained' | 'forced';

/**
 * Follows `server`'s answers from now on (call it before the server listens) and returns
 * its stop: resolves `drained` once every connection is closed, `forced` when the grace
 * period ran out first and the rest were closed.
 */
export function gracefulStop(server: Server): (graceMs?: number) => Promise<StopOutcome> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  // A connection left idle by an answer that ended: nothing more will come through it.
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (stopping) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      if (stopping) closeIdleSoon();
    });
  });
  return (graceMs = STOP_GRACE_MS) =>
    new Promise((resolve) => {
      stopping = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve('forced');
      }, graceMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve('drained');
      });
      server.closeIdleConnections();
    });
}
