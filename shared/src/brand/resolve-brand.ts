/**
 * Which brand a page renders in. A valid `label` query parameter wins (only the
 * four partner labels; anything else is ignored); otherwise the organization code
 * in the page's org info, looked up in the brand data; otherwise the lender's own
 * brand, and when the page carries no org info at all that is logged as
 * "No private label data found".
 */
import { brandData } from './brand-data.ts';
import { brands, isPartnerLabel, type Brand } from './brands.ts';
import type { OrgInfo } from './org-info.ts';

export type { OrgInfo };

export const NO_PRIVATE_LABEL_MESSAGE = 'No private label data found';

export function brandForOrgCode(orgCode: string | undefined): Brand | undefined {
  if (!orgCode) return undefined;
  const code = orgCode.toUpperCase();
  const organization = brandData.organizations.find((o) => o.orgCode === code);
  return organization ? brands[organization.brand] : undefined;
}

export function resolveBrand(
  { label, orgInfo }: { label?: unknown; orgInfo?: OrgInfo | null },
  log: (message: string) => void = console.warn,
): Brand {
  if (isPartnerLabel(label)) return brands[label];
  if (!orgInfo) {
    log(NO_PRIVATE_LABEL_MESSAGE);
    return brands.own;
  }
  return brandForOrgCode(orgInfo.canonicalOrgCode) ?? brandForOrgCode(orgInfo.orgCode) ?? brands.own;
}
