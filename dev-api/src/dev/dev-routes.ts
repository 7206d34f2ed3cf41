/**
 * Development endpoints, on only outside production: the outbox (JSON and a page
 * for a person), reset to the seed, run-time rate limits, and bot-check tokens for
 * the local reCAPTCHA adapter.
 */
import * as v from 'valibot';
import { renderOutboxPage } from '../outbox/outbox-page.ts';
import { rateLimitsSchema } from '../security/rate-limit.ts';
import { RECAPTCHA_TOKEN_PATH } from '../security/recaptcha.ts';
import { errors, type PathRoute } from '../http/router.ts';
import type { DevState } from '../state/dev-state.ts';

export function devRoutes(state: DevState): PathRoute {
  return async (request, url, body) => {
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__dev/outbox': {
        const to = url.searchParams.get('to');
        return { body: to ? state.outbox.list(to) : state.outbox.all() };
      }
      case 'GET /__dev/outbox.html': {
        const to = url.searchParams.get('to') ?? undefined;
        return { html: renderOutboxPage(to ? state.outbox.list(to) : state.outbox.all(), { address: to }) };
      }
      case 'POST /__dev/reset':
        await state.reset();
        return { body: { reset: true } };
      case 'POST /__dev/limits': {
        const parsed = v.safeParse(rateLimitsSchema, body);
        if (!parsed.success)
          return errors(400, ...parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`));
        state.limiter.setLimits(parsed.output);
        return { body: state.limiter.limits() };
      }
      case `GET ${RECAPTCHA_TOKEN_PATH}`:
        return { body: { token: state.recaptcha.issue() } };
      default:
        return url.pathname.startsWith('/__dev/') ? errors(404, `No development route ${route}`) : null;
    }
  };
}
