import { appByDir, host, originOf, portOf } from '@lender/serve/apps';
import { developmentDefaults } from '@lender/serve/development-defaults';
import { isProduction } from '@lender/serve/environment';
import { productOrigins } from '@lender/serve/org-hosts';
import { partnerOriginsOf } from '@lender/serve/partner-origins';
import { listen } from '@lender/serve/serve-app';
import { createDevApiApp } from './app.ts';
import { loadSeed } from './seed/load-seed.ts';

// The shell is also served under development host names (wholesale.localhost, …):
// they call with credentials too, and the broker returns a login to the one it started from.
const allowedOrigins = productOrigins();
// The product's origins without the partners' (PARTNER_ORIGINS, tooling/serve/src/partner-origins.ts:
// explicitly empty means none; a bad list has already stopped the start above).
const ownOrigins = new Set(productOrigins({ ...process.env, PARTNER_ORIGINS: '' }));
const self = appByDir('dev-api');

const { server } = await createDevApiApp({
  seed: loadSeed(),
  allowedOrigins,
  partnerOrigins: partnerOriginsOf().filter((origin) => !ownOrigins.has(origin)),
  publicOrigin: originOf(self),
  // Links in emails and the broker's return go to the shell, which serves every page.
  appOrigin: process.env.APP_ORIGIN ?? originOf(appByDir('shell')),
  // Opt-in: a dev API reached from elsewhere has none (and they answer loopback only).
  devRoutes: process.env.DEV_ROUTES === 'on',
  // The mobile wallet's universal link, as the shell's runtime configuration has it
  // (outside production, the test mobile wallet's page): short links may lead there.
  walletDeepLinks: [
    process.env.WALLET_MOBILE_DEEP_LINK_URL ??
      (isProduction(process.env) ? '' : developmentDefaults(process.env).mobileWalletUrl),
  ].filter(Boolean),
});
await listen(server, { name: 'dev-api', port: portOf(self), host });
