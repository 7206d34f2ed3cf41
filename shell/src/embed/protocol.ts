/**
 * The embed's contract between the loader in a partner's page (`/embed/v1.js`,
 * ../../embed-loader/) and our frame (the shell's `/embed/*` routes, ./): the frame's
 * address, and the messages both ways. Plain TypeScript without imports: the loader
 * bundles it and must stay within 4 KB gzipped, and no schema library is worth that.
 *
 * The handshake (docs/embed.md, "Trust"):
 * 1. the loader frames `<shell>/embed/<screen>?origin=<its origin>&channel=<random>&label=…`;
 *    the shell's server lets only a listed partner origin frame it (`frame-ancestors`);
 * 2. once the frame has loaded, the loader posts `hello` to the shell's origin, again every
 *    HELLO_INTERVAL_MS (the frame's script may not be listening yet), and at once when the frame
 *    says it is `waiting` (posted to the announced origin as soon as it listens: its load event
 *    waits for every script it has started, the login's screen among them);
 * 3. the frame takes a `hello` only from its parent window, from the announced origin, on its
 *    channel, then answers `ready` to that origin alone; every later message goes there too;
 * 4. no `ready` within HANDSHAKE_TIMEOUT_MS of the frame's load: the loader says sign-in could
 *    not be opened (an origin not listed is blocked by the browser, which the loader cannot see).
 *
 * Messages carry no password and no session token. With a `nonce` from the partner's server,
 * success carries `result`: a compact JWS the shell's server signed for that partner's origin and
 * nonce, which the partner's server verifies (docs/embed.md, "The signed result"). It is a
 * statement for the partner, no credential of ours; without it a success proves nothing, since
 * any script on the partner's page can dispatch a `message` event that looks like ours.
 */

/** Every message names the protocol: anything else on `message` is someone else's. */
export const EMBED_PROTOCOL = 'lender-embed/1';

export const EMBED_SCREENS = ['login', 'wallet', 'register'] as const;
export type EmbedScreen = (typeof EMBED_SCREENS)[number];

export const isEmbedScreen = (value: unknown): value is EmbedScreen =>
  typeof value === 'string' && (EMBED_SCREENS as readonly string[]).includes(value);

/** The embed's routes under the shell's origin; only these may be framed by a partner. */
export const EMBED_PATH_PREFIX = '/embed/';
export const EMBED_PATHS = {
  login: '/embed/login',
  wallet: '/embed/wallet',
  /** The registration remote's flow (email, code, password), reached also from the login's "Register here". */
  register: '/embed/register',
  /** Where a finished sign-in (and wallet) lands: the frame reports success from there. */
  done: '/embed/done',
  /**
   * A hidden frame the loader opens at the partner page's first idle moment after its load: it
   * fetches the login frame's scripts into the cache that frame reads (the browser keeps a cache
   * per top-level site and frame site), says nothing and shows nothing (docs/embed.md, "Fast").
   */
  warm: '/embed/warm',
} as const;
/**
 * The remote screen the login step shows (the login remote's, as on the full site): the frame's
 * server preloads its manifest, and the warming frame fetches it ahead.
 */
export const EMBED_LOGIN_SCREEN = 'remote_login/LoginScreen';
/**
 * The registration step's screens, by the brand's product, as the login's "Register here" picks
 * the page (a HELOC brand's heading names the HELOC account): both the registration remote's.
 */
export const EMBED_REGISTER_SCREENS = {
  mortgage: 'remote_register/RegisterScreen',
  heloc: 'remote_register/HelocRegisterScreen',
} as const;
/** How long the loader keeps the warming frame after its load (its screen's chunks come after the load event). */
export const WARM_FRAME_KEEP_MS = 15_000;
/** The loader's own address (a stable name: partners' pages link it). */
export const EMBED_LOADER_PATH = '/embed/v1.js';
/** Its types for partners' developers (../../embed-loader/types/v1.d.ts), served as text beside it. */
export const EMBED_TYPES_PATH = '/embed/v1.d.ts';

export const isEmbedPath = (pathname: string): boolean => pathname.startsWith(EMBED_PATH_PREFIX);

/** The frame's query parameters, set by the loader. */
export const EMBED_PARAMS = {
  /** The partner page's origin, as the loader announces it. */
  origin: 'origin',
  /** A random name for this opening: messages of another opening are ignored. */
  channel: 'channel',
  /** The brand (the usual `label` start-up parameter). */
  label: 'label',
  /** `1`: the wallet modal follows the sign-in (or the registration). */
  wallet: 'wallet',
  /** The partner server's nonce, for the signed result (absent: no result is made). */
  nonce: 'nonce',
} as const;

/** A partner's nonce: 16 to 128 URL-safe characters. */
export const EMBED_NONCE = /^[A-Za-z0-9_-]{16,128}$/;
/** Where the frame asks the shell's server for the signed result, and where its keys are published. */
export const EMBED_RESULT_PATH = '/embed/result';
export const EMBED_JWKS_PATH = '/embed/jwks.json';
/** The longest result the frame hands over (a compact JWS of a few claims is under 1 KB). */
export const MAX_RESULT_LENGTH = 2048;

/** A compact JWS (three base64url parts) of at most MAX_RESULT_LENGTH characters. */
export const isCompactJws = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_RESULT_LENGTH &&
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);

export const HELLO_INTERVAL_MS = 250;
export const HANDSHAKE_TIMEOUT_MS = 6000;

/** A channel name: what the loader makes (crypto.randomUUID), and nothing an attacker could stretch. */
export const isChannel = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

/** Why the embed closed, as `onExit({ reason })` says. */
export type ExitReason =
  /** The person used the close control. */
  | 'closed'
  /** The person pressed Escape. */
  | 'escape'
  /** The frame did not answer: it could not load or was refused (see the console). */
  | 'unavailable'
  /** The partner's page called `close()`. */
  | 'partner';

/** The progress events (`onEvent(name, details)`). */
export const EMBED_EVENTS = [
  /** The frame answered; its screen is loading. */
  'ready',
  /** The person signed in (a token is held in the frame); the wallet may follow. */
  'signed_in',
  /** The wallet modal opened. */
  'wallet_opened',
  /** The frame refused this opening; `details.reason` says why (and the frame says so). */
  'refused',
] as const;
export type EmbedEventName = (typeof EMBED_EVENTS)[number];

export type EventDetails = Readonly<Record<string, string | number | boolean | null>>;

export interface EmbedAccount {
  name: string;
  address: string;
}

/** What `onSuccess` receives. */
export interface EmbedSuccess {
  identityUuid: string;
  /** The account chosen to act as, when the wallet was asked for; else null. */
  account: EmbedAccount | null;
  /** The signed result, when `open` was given a nonce (then always); else absent. */
  result?: string;
}

interface Envelope {
  protocol: typeof EMBED_PROTOCOL;
  channel: string;
}

export type LoaderMessage = Envelope & { type: 'hello' };

export type FrameMessage = Envelope &
  /** The frame listens for the `hello` (it proves nothing: the loader answers with a `hello`). */
  (
    | { type: 'waiting' }
    | { type: 'ready' }
    | { type: 'event'; name: EmbedEventName; details: EventDetails }
    | ({ type: 'success' } & EmbedSuccess)
    | { type: 'exit'; reason: 'closed' | 'escape' }
  );

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function envelope(data: unknown, channel: string): Plain | null {
  return isPlain(data) && data.protocol === EMBED_PROTOCOL && data.channel === channel ? data : null;
}

/** A loader's `hello` on this channel, or null. */
export function parseLoaderMessage(data: unknown, channel: string): LoaderMessage | null {
  const message = envelope(data, channel);
  return message?.type === 'hello' ? { protocol: EMBED_PROTOCOL, channel, type: 'hello' } : null;
}

const isDetails = (value: unknown): value is EventDetails =>
  isPlain(value) &&
  Object.keys(value).length <= 10 &&
  Object.values(value).every(
    (item) =>
      item === null ||
      typeof item === 'number' ||
      typeof item === 'boolean' ||
      (typeof item === 'string' && item.length <= 200),
  );

function parseAccount(value: unknown): EmbedAccount | null | undefined {
  if (value === null) return null;
  return isPlain(value) && isText(value.name) && isText(value.address)
    ? { name: value.name, address: value.address }
    : undefined;
}

/** A frame's message on this channel, with only the fields the protocol names, or null. */
export function parseFrameMessage(data: unknown, channel: string): FrameMessage | null {
  const message = envelope(data, channel);
  if (!message) return null;
  const base = { protocol: EMBED_PROTOCOL, channel } as const;
  switch (message.type) {
    case 'waiting':
      return { ...base, type: 'waiting' };
    case 'ready':
      return { ...base, type: 'ready' };
    case 'event':
      return (EMBED_EVENTS as readonly unknown[]).includes(message.name) && isDetails(message.details)
        ? { ...base, type: 'event', name: message.name as EmbedEventName, details: message.details }
        : null;
    case 'success': {
      const account = parseAccount(message.account);
      const { result } = message;
      if (!isText(message.identityUuid) || account === undefined) return null;
      if (result !== undefined && !isCompactJws(result)) return null;
      return {
        ...base,
        type: 'success',
        identityUuid: message.identityUuid,
        account,
        ...(result !== undefined && { result }),
      };
    }
    case 'exit':
      return message.reason === 'closed' || message.reason === 'escape'
        ? { ...base, type: 'exit', reason: message.reason }
        : null;
    default:
      return null;
  }
}

/**
 * The element the shell's server writes into an embed page for a listed partner origin
 * (`<script type="application/json" id=…>{"origin": "…", "labels": ["apollo"]}</script>`):
 * which labels the announced origin may show. Absent: the origin is not listed.
 */
export const EMBED_PARTNER_ELEMENT_ID = 'embed-partner';
export interface EmbedPartnerInfo {
  origin: string;
  labels: readonly string[];
  /**
   * The framing ticket (shell/server/embed-result/framing-ticket.ts): what the server vouched for
   * at framing, signed, for the result request. Absent where the page was not framed for a channel.
   */
  ticket?: string;
}
