/**
 * The page's telemetry, started once by the shell's bootstrap. The module that
 * does the work (./start-telemetry.ts, with the telemetry entry of `shared`) is
 * fetched after the first render; a page event sent before that waits for it (the
 * promise below settles when telemetry starts, or with null if it cannot).
 */
import type { RuntimeConfig } from '@lender/shared/contracts';
import type { EventLocation, Telemetry } from '@lender/shared/telemetry';

let started: (telemetry: Telemetry | null) => void = () => undefined;
const ready = new Promise<Telemetry | null>((resolve) => (started = resolve));

export function startPageTelemetry(config: Pick<RuntimeConfig, 'audience'>): void {
  import('./start-telemetry.ts')
    .then(({ startTelemetry }) => started(startTelemetry(config)))
    .catch((error: unknown) => {
      console.error('Telemetry could not start', error);
      started(null);
    });
}

/** A page event for the page as it is now (captured here, sent once telemetry is up). */
export function trackPageView(at: EventLocation): void {
  void ready.then((telemetry) => telemetry?.page(at));
}
