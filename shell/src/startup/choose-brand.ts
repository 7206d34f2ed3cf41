/**
 * The brand a page renders in, chosen once at start: a valid `label` in the
 * address, else the org info the shell's server inlined, else the lender's own
 * (`resolveBrand` in shared holds the rule and logs a page without org info).
 */
import { parseStartupParams, resolveBrand, type Brand } from '@lender/shared';
import { type OrgInfo } from '@lender/shared/contracts';

export function chooseBrand(orgInfo: OrgInfo | null, search: string, log?: (message: string) => void): Brand {
  return resolveBrand({ label: parseStartupParams(search).label, orgInfo }, log);
}
