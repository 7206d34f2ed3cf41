/** The passport gateway: the acting account's passport and statuses, and its creator's. */
import type { Domain, DomainContext } from '../domain.ts';

export function passportDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
