/**
 * The brands as screens see them: the data file's entries with their ids. Screens
 * only ever see the active `Brand` through `useBrand()`.
 */
import { brandData, partnerLabels, type BrandEntry, type BrandId, type PartnerLabel } from './brand-data.ts';

export { partnerLabels, type BrandId, type PartnerLabel };

/**
 * The active brand, as `useBrand()` gives it.
 *
 * @remotesRead remotes only read it (the store, the events, the page's parameters, the brand are
 * made by `@lender/shared`), so a member added to it is a minor (docs/shared-contract.md).
 */
export interface Brand extends BrandEntry {
  id: BrandId;
}

export const brands: Record<BrandId, Brand> = {
  own: { id: 'own', ...brandData.brands.own },
  apollo: { id: 'apollo', ...brandData.brands.apollo },
  hamilton: { id: 'hamilton', ...brandData.brands.hamilton },
  outpost: { id: 'outpost', ...brandData.brands.outpost },
  novawulf: { id: 'novawulf', ...brandData.brands.novawulf },
};

export function isPartnerLabel(value: unknown): value is PartnerLabel {
  return typeof value === 'string' && (partnerLabels as readonly string[]).includes(value);
}

/** The number shown when a brand has none of its own (spec section 8, "a fallback support phone"). */
export const FALLBACK_SUPPORT_PHONE = '8005550100';

/** The brand's support phone number (digits), or the fallback. */
export function supportPhoneOf(brand: Pick<Brand, 'supportPhone'>): string {
  return brand.supportPhone ?? FALLBACK_SUPPORT_PHONE;
}
