/**
 * The brands as screens see them: the data file's entries with their ids. Screens
 * only ever see the active `Brand` through `useBrand()`.
 */
import { brandData, partnerLabels, type BrandEntry, type BrandId, type PartnerLabel } from './brand-data.ts';

export { partnerLabels, type BrandId, type PartnerLabel };

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
