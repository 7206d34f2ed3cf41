/**
 * A request's body as text, up to `maxBytes`; null as soon as it is over (the rest is never read:
 * a body refused for its size costs the server nothing more). A caller answering after a null
 * sends `connection: close`, so the unread bytes go with the connection.
 */
import type { IncomingMessage } from 'node:http';

export function readBodyUpTo(request: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolvePromise, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.pause();
      resolvePromise(null);
    };
    request.on('data', onData);
    request.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
