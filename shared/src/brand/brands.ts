/**
 * Brand data: the lender's own brand and the four partner labels. Later work moves
 * the organization-code table into a documented data file; screens only ever see
 * the active `Brand` through `useBrand()`.
 */
export const partnerLabels = ['apollo', 'hamilton', 'outpost', 'novawulf'] as const;
export type PartnerLabel = (typeof partnerLabels)[number];
export type BrandId = 'own' | PartnerLabel;

export interface Brand {
  id: BrandId;
  /** The name shown in headings: "Log in to {displayName}". */
  displayName: string;
  /** Primary colour; meets WCAG AA contrast (4.5:1) against white text. */
  primaryColor: string;
}

export const brands: Record<BrandId, Brand> = {
  own: { id: 'own', displayName: 'Keystone Home Lending', primaryColor: '#1d4f91' },
  apollo: { id: 'apollo', displayName: 'Apollo', primaryColor: '#8a2b0e' },
  hamilton: { id: 'hamilton', displayName: 'Hamilton', primaryColor: '#0b5e4a' },
  outpost: { id: 'outpost', displayName: 'Outpost', primaryColor: '#4a2a84' },
  novawulf: { id: 'novawulf', displayName: 'NovaWulf', primaryColor: '#1f3a5f' },
};
