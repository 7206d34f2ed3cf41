/**
 * `GET /runtime-config.json` on the shell's server and each remote's: what a page served now
 * inlines, for people, monitors and open tabs (the new-version check).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@lender/shared/contracts';

export const pathnameOf = (request: IncomingMessage): string =>
  new URL(request.url ?? '/', 'http://localhost').pathname;

/** Answers the route when `request` asks for it (true), with the configuration as it stands now. */
export async function serveRuntimeConfigJson(
  request: IncomingMessage,
  response: ServerResponse,
  config: () => Promise<RuntimeConfig>,
): Promise<boolean> {
  if (pathnameOf(request) !== '/runtime-config.json') return false;
  const body = JSON.stringify(await config(), null, 2);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.end(body);
  return true;
}
