/**
 * `PARTNER_ORIGINS`: the partner lenders' sites that may open our embed (docs/embed.md), each
 * with the brands it may show. The one reader of the variable: the shell's server (which
 * lets a listed origin frame the embed routes, that origin only, and tells the frame its labels),
 * the dev API and the test wallets (which let the partners' pages call them, and frame the
 * hosted wallet nested in our frame) all go through here.
 *
 * The form: comma-separated entries `<origin>=<label>[+<label>…]`, e.g.
 * `https://apollo.example=apollo,https://b.example=apollo+hamilton`. A label is a partner
 * brand of the brand data (the `label` start-up parameter, `resolveBrand`); the lender's own
 * brand is not a partner's. Unset outside production: the demo partner page `npm start` serves
 * (`http://partner.localhost:<PARTNER_DEMO_PORT>=apollo`); empty: no partner.
 */
import { brandData } from '@lender/shared/brand-data';
import { originListProblems } from './env-settings.ts';
import { isProduction } from './environment.ts';
import { partnerOriginsSetting } from './partner-origins-setting.ts';

export { partnerOriginsSetting };

type Env = Record<string, string | undefined>;

export interface PartnerOrigin {
  /** Exactly as a browser sends it: `scheme://host[:port]`. */
  origin: string;
  /** The brands it may show, each once. */
  labels: readonly string[];
}

export interface PartnerOriginsReading {
  /** The good entries (a bad one is left out and named in `problems`). */
  partners: PartnerOrigin[];
  problems: string[];
}

const NAME = 'PARTNER_ORIGINS';
/** Between an entry's labels: `+`, as neither an origin nor a label holds one. */
export const LABEL_SEPARATOR = '+';

/** The partner brands of the brand data: every brand but the lender's own. */
export const PARTNER_LABELS: readonly string[] = Object.keys(brandData.brands).filter((id) => id !== 'own');

const notAnEntry = (entry: string) =>
  `${NAME}: "${entry}" is not <origin>=<label>[${LABEL_SEPARATOR}<label>…] (e.g. https://apollo.example=apollo)`;

/** One entry: its partner, or its problems. `httpsOnly`: production's rule, an `http:` origin is refused. */
function parseEntry(entry: string, httpsOnly: boolean): PartnerOrigin | string[] {
  const parts = entry.split('=').map((part) => part.trim());
  const labels = (parts[1] ?? '').split(LABEL_SEPARATOR).map((label) => label.trim());
  if (parts.length !== 2 || labels.some((label) => label === '')) return [notAnEntry(entry)];
  const origin = parts[0]!;
  const notAnOrigin = originListProblems(NAME, origin);
  const problems = [
    ...notAnOrigin,
    ...(httpsOnly && notAnOrigin.length === 0 && !origin.startsWith('https:')
      ? [
          `${NAME}: "${origin}" is refused in production: only https: origins (a partner's page over http: could be altered on its way)`,
        ]
      : []),
    ...labels
      .filter((label) => !PARTNER_LABELS.includes(label))
      .map(
        (label) => `${NAME}: "${label}" in "${entry}" is not a partner label (${PARTNER_LABELS.join(', ')})`,
      ),
  ];
  return problems.length > 0 ? problems : { origin, labels: [...new Set(labels)] };
}

/**
 * Parses the variable's value: the good entries, and every problem at once. In production
 * (`httpsOnly`) only `https:` origins are taken: a partner's page over `http:` could be
 * rewritten on its way, and it would hold our sign-in.
 */
export function parsePartnerOrigins(value: string, { httpsOnly = false } = {}): PartnerOriginsReading {
  const reading: PartnerOriginsReading = { partners: [], problems: [] };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const parsed = parseEntry(entry, httpsOnly);
    if (Array.isArray(parsed)) reading.problems.push(...parsed);
    else if (reading.partners.some((partner) => partner.origin === parsed.origin))
      // Two entries for one origin would leave which labels it has to their order.
      reading.problems.push(
        `${NAME}: "${parsed.origin}" is listed twice (give it every label in one entry, joined by ${LABEL_SEPARATOR})`,
      );
    else reading.partners.push(parsed);
  }
  return reading;
}

/** The partners the environment lists, and its problems (a server refuses to start with them). */
export function partnersFromEnv(env: Env = process.env): PartnerOriginsReading {
  try {
    return parsePartnerOrigins(partnerOriginsSetting(env), { httpsOnly: isProduction(env) });
  } catch (error) {
    return { partners: [], problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/**
 * The partners' origins alone, for the servers that only let them call (the dev API, the test
 * wallets). A bad list throws with every problem: they read it once, at start.
 */
export function partnerOriginsOf(env: Env = process.env): string[] {
  const { partners, problems } = partnersFromEnv(env);
  if (problems.length > 0)
    throw new Error(`${NAME} cannot be used (docs/configuration.md):\n  - ${problems.join('\n  - ')}`);
  return partners.map((partner) => partner.origin);
}
