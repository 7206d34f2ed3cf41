/**
 * Failure injection, for the tests that prove every form survives a bad answer
 * (issue 17, item 11): the dev API can be told to answer a given route in a given way.
 *
 * - `POST /__dev/faults` with `{ path, method?, match?, status?, body?, raw?, delayMs?, times? }`
 *   registers a fault and answers 201 with its `id`.
 *   - `path`: the request's exact pathname; `method`: any when left out.
 *   - `match`: the fault applies only to requests whose JSON body or query string contains
 *     this text. Suites run in parallel against one dev API, so a test names something only
 *     its own requests carry (the unique email it typed) and never fails another test's calls.
 *   - `status` with `body` (sent as JSON) or `raw` (sent as-is as `application/json`, for a
 *     malformed answer): the reply. Neither status, body nor raw: the request is only delayed
 *     and then answered as usual.
 *   - `delayMs`: how long to wait first (at most 5 minutes; a browser test lets its page
 *     clock run past the client's timeout instead of waiting).
 *   - `times`: how many requests it applies to (then it is gone); every one when left out.
 * - `GET /__dev/faults` lists them; `DELETE /__dev/faults` removes them all and
 *   `DELETE /__dev/faults/{id}` one. `POST /__dev/reset` removes them too.
 *
 * Like every development route, on only with `DEV_ROUTES=on` and for loopback callers.
 */
import * as v from 'valibot';
import { errors, type PathRoute, type Reply } from '../http/router.ts';

export const FAULTS_PATH = '/__dev/faults';
export const MAX_FAULT_DELAY_MS = 300_000;

const faultSchema = v.strictObject({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000)),
  method: v.optional(
    v.pipe(v.string(), v.toUpperCase(), v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  ),
  match: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(500))),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  body: v.optional(v.unknown()),
  raw: v.optional(v.pipe(v.string(), v.maxLength(100_000))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FAULT_DELAY_MS))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type FaultInput = v.InferOutput<typeof faultSchema>;
export interface Fault extends FaultInput {
  id: string;
  /** Requests it has applied to so far. */
  hits: number;
}

export interface Faults {
  add(input: FaultInput): Fault;
  list(): readonly Fault[];
  remove(id?: string): number;
  /** The first live fault for this request, counted as used; null when none applies. */
  take(method: string, url: URL, body: unknown): Fault | null;
}

export function createFaults(): Faults {
  let faults: Fault[] = [];
  let next = 1;
  return {
    add(input) {
      const fault = { ...input, id: `fault-${next++}`, hits: 0 };
      faults.push(fault);
      return fault;
    },
    list: () => faults,
    remove(id) {
      const before = faults.length;
      faults = id === undefined ? [] : faults.filter((fault) => fault.id !== id);
      return before - faults.length;
    },
    take(method, url, body) {
      const text = body === undefined ? '' : JSON.stringify(body);
      const fault = faults.find(
        (f) =>
          f.path === url.pathname &&
          (f.method === undefined || f.method === method) &&
          (f.match === undefined || text.includes(f.match) || url.search.includes(f.match)),
      );
      if (!fault) return null;
      fault.hits += 1;
      if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((f) => f !== fault);
      return fault;
    },
  };
}

/** The reply a fault gives; null when it only delays. */
export function faultReply(fault: Fault): Reply | null {
  if (fault.raw !== undefined)
    return {
      status: fault.status ?? 200,
      raw: { contentType: 'application/json; charset=utf-8', body: fault.raw },
    };
  if (fault.status === undefined && fault.body === undefined) return null;
  return { status: fault.status ?? 200, body: fault.body ?? {} };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies a registered fault to a request: its delay, then its reply (or the usual one). */
export function applyFaults(faults: Faults): PathRoute {
  return async (request, url, body) => {
    if (url.pathname.startsWith('/__dev/')) return null;
    const fault = faults.take(request.method ?? 'GET', url, body);
    if (!fault) return null;
    if (fault.delayMs) await sleep(fault.delayMs);
    return faultReply(fault);
  };
}

/** The routes that manage faults. */
export function faultRoutes(faults: Faults): PathRoute {
  return (request, url, body) => {
    if (url.pathname === FAULTS_PATH) {
      if (request.method === 'GET') return { body: faults.list() };
      if (request.method === 'DELETE') return { body: { removed: faults.remove() } };
      if (request.method === 'POST') {
        const parsed = v.safeParse(faultSchema, body);
        if (!parsed.success)
          return errors(400, ...parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`));
        if (parsed.output.body !== undefined && parsed.output.raw !== undefined)
          return errors(400, 'Give either body or raw, not both.');
        return { status: 201, body: faults.add(parsed.output) };
      }
      return null;
    }
    if (url.pathname.startsWith(`${FAULTS_PATH}/`) && request.method === 'DELETE') {
      const removed = faults.remove(decodeURIComponent(url.pathname.slice(FAULTS_PATH.length + 1)));
      return removed ? { body: { removed } } : errors(404, 'No such fault.');
    }
    return null;
  };
}
