/**
 * Errors from the lender's API, carrying status, message and data (spec section 8).
 * Screens turn an error into what the user reads with `errorMessages`: a 429 has
 * its own sentence, an `errors` list in the body gives each of its messages, and
 * anything else its own message.
 */
export const TOO_MANY_REQUESTS_MESSAGE =
  "You're submitting requests too quickly; please give us a minute to process your last one.";
export const NO_RESPONSE_MESSAGE = 'Error fetching';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  /** Each message of the body's `errors` list, when there is one. */
  readonly messages: readonly string[];

  constructor(init: {
    status: number;
    message: string;
    data?: unknown;
    kind?: ApiErrorKind;
    messages?: string[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.data = init.data;
    this.kind = init.kind ?? 'http';
    this.messages = init.messages ?? [];
  }
}

/** The messages of an `errors` list: `[{ message }]` or plain strings. */
export function errorListMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  return body.errors
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && 'message' in item && typeof item.message === 'string'
          ? item.message
          : null,
    )
    .filter((message): message is string => !!message);
}

/** What to show the user for a failed call, in the specification's order. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 429) return [TOO_MANY_REQUESTS_MESSAGE];
    if (error.messages.length > 0) return [...error.messages];
    return [error.message];
  }
  if (error instanceof Error && error.message) return [error.message];
  return [NO_RESPONSE_MESSAGE];
}
