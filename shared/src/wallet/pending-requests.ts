/**
 * The requests an adapter has sent to its wallet and not yet had answered, matched to
 * the answers by id; and the reading of an answer (`{ id, result }` or
 * `{ id, error: { code, message } }`) from a message the adapter cannot trust the
 * shape of, by valibot schemas. Shared by the adapters whose wallet answers over DOM messages: the hosted
 * frame and the browser extension.
 */
import * as v from 'valibot';
import { walletErrorOf } from './wallet-errors.ts';

export type RpcAnswer =
  | { type: 'response'; id: number; result: unknown }
  | { type: 'response'; id: number; error: { code: number; message: string } };

const WALLET_FAILED = 'The wallet failed.';

/** `{ id, error }`: a code and a message, each replaced by a default when it is not one. */
const ErrorAnswer = v.object({
  id: v.number(),
  error: v.object({
    code: v.fallback(v.number(), 0),
    message: v.fallback(v.string(), WALLET_FAILED),
  }),
});
/** `{ id, result }`: any result, which the request's own reader checks; the key must be there. */
const ResultAnswer = v.pipe(
  v.looseObject({ id: v.number() }),
  v.check((message) => 'result' in message),
  v.transform((message) => ({ id: message.id, result: (message as { result?: unknown }).result })),
);

/** The answer in a message, or null when the message is not one. */
export function rpcAnswerOf(message: unknown): RpcAnswer | null {
  const failed = v.safeParse(ErrorAnswer, message);
  if (failed.success) return { type: 'response', id: failed.output.id, error: failed.output.error };
  const answered = v.safeParse(ResultAnswer, message);
  return answered.success ? { type: 'response', ...answered.output } : null;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export function createPendingRequests() {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  /** Stops waiting for `id`, failing its request with `error`. */
  const fail = (id: number, error: Error): void => {
    waiting.get(id)?.reject(error);
    waiting.delete(id);
  };
  return {
    /** A fresh request id. */
    nextId: () => nextId++,
    /**
     * The answer to the request with this id, when it comes; or, once `signal` aborts (the
     * page withdrew the request), its reason, and an answer after that settles nothing.
     */
    answerTo<T>(id: number, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      const answer = new Promise<T>((resolve, reject) =>
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
      if (!signal) return answer;
      const withdraw = () => fail(id, signal.reason as Error);
      signal.addEventListener('abort', withdraw, { once: true });
      return answer.finally(() => signal.removeEventListener('abort', withdraw));
    },
    /** Settles the request the answer is for; false when none waits by its id. */
    settle(answer: RpcAnswer): boolean {
      const request = waiting.get(answer.id);
      if (!request) return false;
      waiting.delete(answer.id);
      if ('error' in answer) request.reject(walletErrorOf(answer.error));
      else request.resolve(answer.result);
      return true;
    },
    /** The answer for `from` will come by the id `to` (a request sent again). */
    move(from: number, to: number): void {
      const request = waiting.get(from);
      if (!request) return;
      waiting.delete(from);
      waiting.set(to, request);
    },
    fail,
    failAll(error: Error): void {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    },
    has: (id: number) => waiting.has(id),
    get size() {
      return waiting.size;
    },
  };
}

export type PendingRequests = ReturnType<typeof createPendingRequests>;
