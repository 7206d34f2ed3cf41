/** The lead portal: the continue-application email and the borrower's stored landing query. */
import type { Domain, DomainContext } from '../domain.ts';

export function leadPortalDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
