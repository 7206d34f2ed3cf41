/**
 * The page's telemetry, started once by the shell's bootstrap. The module that
 * does the work (./start-telemetry.ts, with the telemetry entry of `shared`) is
 * fetched after the first render; page events sent before it arrives wait for it.
 */
import type { RuntimeConfig } from '@lender/shared';
import type { Telemetry } from '@lender/shared/telemetry';

let ready: Promise<Telemetry | null> = Promise.resolve(null);

export function startPageTelemetry(config: Pick<RuntimeConfig, 'audience'>): void {
  ready = import('./start-telemetry.ts')
    .then(({ startTelemetry }) => startTelemetry(config))
    .catch((error: unknown) => {
      console.error('Telemetry could not start', error);
      return null;
    });
}

export function trackPageView(): void {
  void ready.then((telemetry) => telemetry?.page());
}
