/**
 * `PARTNER_ORIGINS` as the environment sets it, with its development default: apart from its
 * parser (./partner-origins.ts), which reads the brand data, so the Playwright config can read
 * the setting without loading a JSON module its loader does not take.
 */
import { partnerDemoOrigin } from './apps.ts';
import { environmentFromEnv } from './runtime-config-env.ts';

type Env = Record<string, string | undefined>;

const NAME = 'PARTNER_ORIGINS';
const DEMO_PARTNER_LABEL = 'apollo';

const isProduction = (env: Env) => env.NODE_ENV === 'production' || environmentFromEnv(env) === 'production';

/**
 * The variable as set, else outside production the demo partner page's entry (the page
 * `npm start` serves, on `PARTNER_DEMO_PORT`). Throws on a bad `PARTNER_DEMO_PORT`.
 */
export function partnerOriginsSetting(env: Env = process.env): string {
  if (env[NAME] !== undefined || isProduction(env)) return env[NAME] ?? '';
  return `${partnerDemoOrigin(env)}=${DEMO_PARTNER_LABEL}`;
}
