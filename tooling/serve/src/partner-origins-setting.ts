/**
 * `PARTNER_ORIGINS` as the environment sets it, with its development default: apart from its
 * parser (./partner-origins.ts), which reads the brand data, so the Playwright config can read
 * the setting without loading a JSON module its loader does not take.
 */
import { developmentDefaults } from './development-defaults.ts';
import { isProduction } from './environment.ts';

type Env = Record<string, string | undefined>;

const NAME = 'PARTNER_ORIGINS';

/**
 * The variable as set, else outside production the demo partner page's entry (the page
 * `npm start` serves, on `PARTNER_DEMO_PORT`); in production unset is none. Throws on a bad
 * `PARTNER_DEMO_PORT`.
 */
export function partnerOriginsSetting(env: Env = process.env): string {
  if (env[NAME] !== undefined) return env[NAME];
  return isProduction(env) ? '' : developmentDefaults(env).partnerOrigins;
}
