/**
 * The runtime configuration: where the API and each remote live, which audience
 * this deployment serves. The server that serves the page provides it (inlined in
 * the HTML), so one build is promoted between environments unchanged. It is
 * parsed loudly: a missing or bad field fails at start with a list of what is wrong.
 */
import * as v from 'valibot';
import { remoteContainers, type RemoteContainer } from '../contracts/remotes.ts';

const HttpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
);

/** An origin (`https://broker.example`): a web address with nothing after its host and port. */
const Origin = v.pipe(
  HttpUrl,
  v.check((url) => new URL(url).origin === url, 'must be an origin (scheme, host and port only)'),
);

const RemotesSchema = v.object(
  Object.fromEntries(remoteContainers.map((name) => [name, HttpUrl])) as Record<
    RemoteContainer,
    typeof HttpUrl
  >,
);

/**
 * Which bot check a login sends (../bot-check/bot-check.ts): the local one answered
 * by the dev API, or Google reCAPTCHA with the site key. Local when not given.
 */
const BotCheckSchema = v.variant('provider', [
  v.object({ provider: v.literal('local') }),
  v.object({ provider: v.literal('recaptcha'), siteKey: v.pipe(v.string(), v.minLength(1)) }),
]);

export const RuntimeConfigSchema = v.object({
  environment: v.picklist(['development', 'test', 'production']),
  apiBase: HttpUrl,
  audience: v.picklist(['customer', 'agent']),
  remotes: RemotesSchema,
  /** How long a remote may take to load before its fallback shows. */
  remoteTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(60_000)),
  botCheck: v.optional(BotCheckSchema, { provider: 'local' }),
  /**
   * Where the private-label logos are (a CDN in production; the dev API here). A
   * brand's logo is this base plus its file name. Defaults to the API base's
   * `/private-label/logos/`.
   */
  privateLabelLogoBase: v.optional(HttpUrl),
  /**
   * The identity broker's origins: the only places the guard and logout follow a
   * broker's redirect to. None: a brokered redirect goes to the login page instead.
   */
  brokerOrigins: v.optional(v.array(Origin), []),
  /** The consent-management script, loaded for the brands that use it. None: no script. */
  consentScriptUrl: v.optional(HttpUrl),
  /** Which banners file of the public bucket to read; `test` on test hosts, else production. */
  bannersVariant: v.optional(v.picklist(['production', 'test'])),
  /**
   * The wallets' services, checked by their own schema (./wallet-config.ts,
   * `walletConfigOf`) where a wallet screen reads them, so the login page does not
   * carry it; the page servers check the whole at start. None: the wallet screens say
   * they are unavailable.
   */
  wallet: v.optional(v.record(v.string(), v.unknown())),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export class RuntimeConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid runtime configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RuntimeConfigError';
    this.problems = problems;
  }
}

/** `path: message` for each issue, the form RuntimeConfigError lists. */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[], prefix = ''): string[] {
  return issues.map((issue) => `${prefix}${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new RuntimeConfigError(problemsOf(result.issues));
}

/** The id of the inline JSON element the page server writes the configuration into. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export function readRuntimeConfigFromDocument(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent)
    throw new RuntimeConfigError([`no #${RUNTIME_CONFIG_ELEMENT_ID} element in the page`]);
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    throw new RuntimeConfigError([`#${RUNTIME_CONFIG_ELEMENT_ID} is not valid JSON`]);
  }
  return parseRuntimeConfig(raw);
}
