/**
 * The demo partner page's decisions from its environment and its query (./main.ts and
 * ./server.ts apply them): whether it may start, where the lender's shell is (the loader's
 * origin, which the page's script tag and its content security policy name), and which label
 * the page's buttons ask for.
 */
import { appByDir, originOf } from '@lender/serve/apps';
import { productionSettingOf } from '@lender/serve/environment';

type Env = Record<string, string | undefined>;

/** The partner the page plays (the development `PARTNER_ORIGINS` lists its origin with this label). */
export const DEFAULT_LABEL = 'apollo';

export const LABEL_REFUSED = 'The label must be 1 to 32 letters, digits or hyphens, like ?label=hamilton.';

/**
 * Why the page must not start, or null: a fictional lender's site that opens our sign-in is a
 * development aid, never part of a production stack (`NODE_ENV` or the runtime
 * configuration's `APP_ENV` saying production, as the test wallets read them).
 */
export function startRefusalOf(env: Env): string | null {
  const setting = productionSettingOf(env);
  return setting && `The demo partner page is a development aid: refusing to start with ${setting}.`;
}

/**
 * The lender's shell as partners link it: the first of `SHELL_ORIGIN` (the shell's public
 * origins, as its server reads them), else the shell's local origin, as the other servers
 * compute it. A value that is not exactly an origin stops the server, naming it.
 */
export function shellOriginOf(env: Env): string {
  const first = (env.SHELL_ORIGIN ?? '')
    .split(',')
    .map((item) => item.trim())
    .find(Boolean);
  if (!first) return originOf(appByDir('shell'), env);
  const url = URL.canParse(first) ? new URL(first) : null;
  if (!url || !/^https?:$/.test(url.protocol) || first.replace(/\/$/, '') !== url.origin)
    throw new Error(`SHELL_ORIGIN: "${first}" is not an origin (like https://signin.lender.example)`);
  return url.origin;
}

export type LabelChoice = { label: string } | { refused: string };

/**
 * The label the page's buttons ask for: `?label=` (a test asks for another partner's, which
 * the frame must refuse), else apollo. Checked only for shape: which labels exist is the
 * frame's to say, and an unknown one is exactly what a test may want to try.
 */
export function labelOf(query: URLSearchParams): LabelChoice {
  const asked = query.get('label');
  if (asked === null) return { label: DEFAULT_LABEL };
  return /^[A-Za-z0-9-]{1,32}$/.test(asked) ? { label: asked } : { refused: LABEL_REFUSED };
}
