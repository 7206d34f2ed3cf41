/**
 * The telemetry domain's development endpoints (off in production): what telemetry
 * received, for tests to assert on, and run-time overrides of feature flags, so a
 * front-end test can switch a feature off. Both go back to the start on reset.
 *
 * - GET /__dev/telemetry[?sessionKey=] → { sessions, events, decisions }, newest first
 * - GET /__dev/flags → every flag and whether it is on
 * - POST /__dev/flags { "flag-name": false, … } → the same, after the change
 */
import * as v from 'valibot';
import { errors, type PathRoute } from '../../http/router.ts';
import type { FlagBook } from './experiments.ts';
import type { TelemetryStore } from './telemetry-store.ts';

export const TELEMETRY_PATH = '/__dev/telemetry';
export const FLAGS_PATH = '/__dev/flags';

/** A flag name as the feature-flag endpoint accepts it, and on or off. */
export const FlagOverridesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[\w.-]+$/, 'must be a flag name (letters, digits, _ . -)')),
    v.boolean(),
  ),
  v.check((flags) => Object.keys(flags).length > 0, 'name at least one flag'),
);

export function telemetryDevRoutes(store: TelemetryStore, flags: FlagBook): PathRoute {
  return (request, url, body) => {
    switch (`${request.method} ${url.pathname}`) {
      case `GET ${TELEMETRY_PATH}`:
        return { body: store.snapshot(url.searchParams.get('sessionKey') ?? undefined) };
      case `GET ${FLAGS_PATH}`:
        return { body: flags.all() };
      case `POST ${FLAGS_PATH}`: {
        const parsed = v.safeParse(FlagOverridesSchema, body);
        if (!parsed.success)
          return errors(400, ...parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`));
        return { body: flags.override(parsed.output) };
      }
      default:
        return null;
    }
  };
}
