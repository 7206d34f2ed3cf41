/**
 * The test wallets' server's decisions from its environment (./main.ts applies them):
 * whether it may start at all, and the URLs its relay is known by.
 */
import { appByDir, originOf, portOf } from '@lender/serve/apps';
import { productionSettingOf } from '@lender/serve/environment';

type Env = Record<string, string | undefined>;

/**
 * Why the test wallets must not start, or null. They hold the seeded wallets' keys and
 * sign on request, so they never run where the configuration says production: under
 * `NODE_ENV=production`, or when the runtime configuration's environment (`APP_ENV`,
 * read as the page servers read it) is production, whatever `NODE_ENV` says.
 */
export function startRefusalOf(env: Env): string | null {
  const setting = productionSettingOf(env);
  return setting && `The test wallets hold keys and sign on request: refusing to start with ${setting}.`;
}

/**
 * The relay's own URLs, the `aud` a client's auth token must name (the sign-client
 * names the relay URL it was given): the one the test mobile wallet uses
 * (`ws://127.0.0.1:<port>`), the server's origin as a WebSocket URL, and the one the
 * product's pages are told (`WALLET_RELAY_URL`, when it is set).
 */
export function relayAudiencesOf(env: Env): string[] {
  const self = appByDir('test-wallets');
  const urls = [
    `ws://127.0.0.1:${portOf(self, env)}`,
    originOf(self, env).replace(/^http/, 'ws'),
    ...(env.WALLET_RELAY_URL ? [env.WALLET_RELAY_URL] : []),
  ];
  return [...new Set(urls)];
}
