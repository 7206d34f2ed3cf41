/**
 * The relay's JSON-RPC errors and how it reads a request's params: every param is
 * checked before the request changes anything, so bad input is answered with an error
 * and leaves the relay as it was.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;
/** The longest TTL a message may ask for (the real relay's 30 days). */
export const MAX_TTL_S = 30 * 24 * 60 * 60;
/**
 * The longest topic taken. WalletConnect's topics are 64 hex characters (a SHA-256);
 * twice that leaves room for any client, and bounds what a topic costs the relay.
 */
export const MAX_TOPIC_LENGTH = 128;

export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  tooLarge: { code: -32600, message: 'Message too large' },
  /** Params the relay would take, but not so many (./subscriptions.ts). */
  tooManyTopics: { code: -32602, message: 'Too many topics' },
} as const;

/** What the errors add to their message, for the client's developer. */
export const RPC_ERROR_DETAILS = {
  topicTooLong: (name: string) => `${name} must be at most ${MAX_TOPIC_LENGTH} characters`,
  topicsPerPeer: (max: number) => `at most ${max} at once on one connection`,
} as const;

export class RpcError extends Error {
  constructor(
    readonly error: { code: number; message: string },
    detail?: string,
  ) {
    super(detail ? `${error.message}: ${detail}` : error.message);
  }
}

export type Params = Record<string, unknown>;

export const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function stringParam(params: Params, name: string): string {
  const value = params[name];
  if (!isString(value)) throw new RpcError(RPC_ERRORS.invalidParams, `${name} must be a non-empty string`);
  return value;
}

export function topicParam(params: Params, name: string): string {
  const topic = stringParam(params, name);
  if (topic.length > MAX_TOPIC_LENGTH)
    throw new RpcError(RPC_ERRORS.invalidParams, RPC_ERROR_DETAILS.topicTooLong(name));
  return topic;
}

/** A list of topics, at most `max` of them (no request names more than a socket may hold). */
export function topicsParam(params: Params, name: string, max: number): string[] {
  const value = params[name];
  if (!Array.isArray(value) || !value.every(isString))
    throw new RpcError(RPC_ERRORS.invalidParams, `${name} must be a list of topics`);
  if (value.length > max) throw new RpcError(RPC_ERRORS.tooManyTopics, RPC_ERROR_DETAILS.topicsPerPeer(max));
  const tooLong = value.findIndex((topic) => topic.length > MAX_TOPIC_LENGTH);
  if (tooLong >= 0)
    throw new RpcError(RPC_ERRORS.invalidParams, RPC_ERROR_DETAILS.topicTooLong(`${name}[${tooLong}]`));
  return value;
}

/** A message to publish, within MAX_MESSAGE_BYTES. */
export function messageParam(params: Params, name: string): string {
  const message = stringParam(params, name);
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) throw new RpcError(RPC_ERRORS.tooLarge);
  return message;
}

/** The TTL asked for, in seconds, at most MAX_TTL_S. */
export function ttlParam(params: Params): number {
  const ttl = params.ttl;
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
    throw new RpcError(RPC_ERRORS.invalidParams, 'ttl must be a positive number of seconds');
  return Math.min(ttl, MAX_TTL_S);
}
