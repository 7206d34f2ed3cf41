import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

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

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text, decoded when it came gzipped or as brotli (the header still says so). */
  body: string;
}

/**
 * A GET with exactly the headers given (`host` included, which fetch would not send), the
 * connection closed after it unless they say otherwise. For tests.
 */
export function getExactly(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { connection: 'close', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body =
          encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}
