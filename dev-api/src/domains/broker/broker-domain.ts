/** The identity broker (customer and agent): figureinfo, brokered login and logout, the login redirect for guarded pages, and the broker's sign-in page. */
import type { Domain, DomainContext } from '../domain.ts';

export function brokerDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
