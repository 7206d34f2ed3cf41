/** Public files and pages: the banners bucket, short links, private-label logos and the provenance wallet conversion page. */
import type { Domain, DomainContext } from '../domain.ts';

export function publicDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
