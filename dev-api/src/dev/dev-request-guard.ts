/**
 * What every development route (`/__dev/*`) refuses before it runs (issue 26, item 6):
 * loopback-only is not enough, because a page of any site open in a browser on this
 * machine posts from loopback too (a foreign form registered a fault).
 * - A request whose `Origin` is not one of ours (the product's own origins, not the
 *   partners', and the dev API's own pages: `devCallerOrigins` in app.ts) is refused, 403. An absent `Origin`
 *   stays allowed: Node test clients and the test wallets' server send none, and a
 *   browser always sends one on a cross-site post (`null` when it hides it: refused).
 * - A body that is not JSON is refused, 415: the body reader takes forms for the
 *   server's own pages, and a form is how another site posts without a preflight.
 */
import { JSON_TYPE, mediaTypeOf, UNSUPPORTED_MEDIA_TYPE } from '../http/body.ts';
import { errors, type PathRoute, type Reply } from '../http/router.ts';

export const FOREIGN_DEV_CALLER = 'The development routes answer only the product’s own pages.';

export interface DevRequest {
  /** The request's `Origin` header, undefined when it has none. */
  origin: string | undefined;
  /** Its body's media type, lower case, without parameters. */
  mediaType: string;
  hasBody: boolean;
}

/** The refusal for a development request, or null when it may go on. */
export function devRequestRefusal(request: DevRequest, ownOrigins: readonly string[]): Reply | null {
  if (request.origin !== undefined && !ownOrigins.includes(request.origin))
    return errors(403, FOREIGN_DEV_CALLER);
  if (request.hasBody && request.mediaType !== JSON_TYPE) return errors(415, UNSUPPORTED_MEDIA_TYPE);
  return null;
}

/** The guard in front of the development routes: a refusal, or null to let them answer. */
export function devRequestGuard(ownOrigins: readonly string[]): PathRoute {
  return (request, url, body) =>
    url.pathname.startsWith('/__dev/')
      ? devRequestRefusal(
          { origin: request.headers.origin, mediaType: mediaTypeOf(request), hasBody: body !== undefined },
          ownOrigins,
        )
      : null;
}
