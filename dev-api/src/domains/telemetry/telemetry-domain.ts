/** Telemetry sessions and events (kept and readable at /__dev/telemetry), experiment decisions and feature flags. */
import type { Domain, DomainContext } from '../domain.ts';

export function telemetryDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
