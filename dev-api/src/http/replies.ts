import type { IncomingMessage } from 'node:http';
import { TOO_MANY_REQUESTS } from '../security/rate-limit.ts';
import type { Reply } from './router.ts';

/** 429 with the specification's sentence and when to try again. */
export const tooManyRequests = (retryAfterS: number): Reply => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterS) },
  body: { message: TOO_MANY_REQUESTS },
});

/** Who is calling, for per-client rate limits. */
export const clientKey = (request: IncomingMessage): string => request.socket.remoteAddress ?? 'unknown';
