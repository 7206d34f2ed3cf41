/**
 * Assembles the dev API from a seed: its state, the domains' handlers and routes and,
 * when asked for (`devRoutes`), the development routes, answered on loopback only, and the
 * failure injection they manage (dev/faults.ts).
 */
import type { Server } from 'node:http';
import { devRequestGuard } from './dev/dev-request-guard.ts';
import { devRoutes, loopbackOnly } from './dev/dev-routes.ts';
import { applyFaults, createFaults, faultRoutes } from './dev/faults.ts';
import type { Domain, DomainContext } from './domains/domain.ts';
import { brokerDomain } from './domains/broker/broker-domain.ts';
import { identityDomain } from './domains/identity/identity-domain.ts';
import { leadPortalDomain } from './domains/lead-portal/lead-portal-domain.ts';
import { passportDomain } from './domains/passport/passport-domain.ts';
import { providerDomain } from './domains/provider/provider-domain.ts';
import { publicDomain } from './domains/public/public-domain.ts';
import { telemetryDomain } from './domains/telemetry/telemetry-domain.ts';
import { walletDomain } from './domains/wallet/wallet-domain.ts';
import type { PathRoute } from './http/router.ts';
import { createDevApi } from './server.ts';
import type { Seed } from './seed/seed-schema.ts';
import { createDevState, type DevState } from './state/dev-state.ts';

export interface DevApiAppOptions {
  seed: Seed;
  allowedOrigins: readonly string[];
  /** Where this server is reached, for the links it hands out (broker redirects, short links). */
  publicOrigin: string;
  /** Where the shell is reached, for the links emails carry (invitations). */
  appOrigin?: string;
  /**
   * The development routes (`/__dev/*`, each domain's): off unless asked for
   * (`DEV_ROUTES=on`, which `npm start` and the test suites set), and even then answered
   * only to callers on this machine: one of them hands out a live TOTP code.
   */
  devRoutes?: boolean;
  /** The wallets' universal links the product's deep links are built on (`WALLET_MOBILE_DEEP_LINK_URL`). */
  walletDeepLinks?: readonly string[];
  /**
   * Which of `allowedOrigins` are partner lenders' sites (`PARTNER_ORIGINS`): they call the
   * API like the product's pages, but never the development routes, which hand out the
   * seeded wallets' keys and live TOTP codes.
   */
  partnerOrigins?: readonly string[];
  now?: () => number;
}

/** Who may call the development routes: the product's own pages and the dev API's, not partner sites. */
export const devCallerOrigins = (
  options: Pick<DevApiAppOptions, 'allowedOrigins' | 'partnerOrigins' | 'publicOrigin'>,
): string[] => [
  ...options.allowedOrigins.filter((origin) => !(options.partnerOrigins ?? []).includes(origin)),
  options.publicOrigin,
];

export async function createDevApiApp(
  options: DevApiAppOptions,
): Promise<{ server: Server; state: DevState }> {
  const state = await createDevState(options.seed, { now: options.now });
  const context: DomainContext = {
    state,
    publicOrigin: options.publicOrigin,
    appOrigin: options.appOrigin ?? options.allowedOrigins[0] ?? 'http://127.0.0.1:3000',
    allowedOrigins: options.allowedOrigins,
    walletDeepLinks: options.walletDeepLinks ?? [],
  };
  const domains: Domain[] = [
    identityDomain,
    walletDomain,
    brokerDomain,
    passportDomain,
    leadPortalDomain,
    telemetryDomain,
    publicDomain,
    providerDomain,
  ].map((domain) => domain(context));
  const routes: PathRoute[] = domains.flatMap((domain) => (domain.routes ? [domain.routes] : []));
  if (options.devRoutes) {
    const faults = createFaults();
    state.onReset(() => faults.remove());
    routes.unshift(
      // Before all: another site's call or a form to /__dev/* is refused (dev/dev-request-guard.ts).
      loopbackOnly(devRequestGuard(devCallerOrigins(options))),
      // Then: a registered fault answers (or delays) any route, the contract's included.
      loopbackOnly(applyFaults(faults)),
      loopbackOnly(faultRoutes(faults)),
      ...domains.flatMap((domain) => (domain.devRoutes ? [loopbackOnly(domain.devRoutes)] : [])),
      loopbackOnly(devRoutes(state)),
    );
  }
  const server = createDevApi({
    allowedOrigins: options.allowedOrigins,
    handlers: Object.assign({}, ...domains.map((domain) => domain.handlers)) as Domain['handlers'],
    routes,
  });
  return { server, state };
}
