/**
 * The private-label logo source: the adapter between a brand and where its logo
 * image lives. In production that is the lender's CDN, named by the runtime
 * configuration's `privateLabelLogoBase`; without one, the API base's
 * `/private-label/logos/`, which the dev API serves.
 */
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Brand } from './brands.ts';

export const DEFAULT_LOGO_PATH = '/private-label/logos/';

export function privateLabelLogoUrl(
  brand: Pick<Brand, 'logo'>,
  config: Pick<RuntimeConfig, 'apiBase' | 'privateLabelLogoBase'>,
): string {
  const base = config.privateLabelLogoBase ?? new URL(DEFAULT_LOGO_PATH, config.apiBase).toString();
  return new URL(encodeURIComponent(brand.logo), base.endsWith('/') ? base : `${base}/`).toString();
}
