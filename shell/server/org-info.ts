/**
 * The org info the shell's server inlines in each page (spec section 3): the
 * organization the request's host name belongs to (tooling/serve/src/org-hosts.ts),
 * described from the brand data. A host with no organization gets none, and the
 * page then logs "No private label data found" and uses the own brand.
 */
import type { IncomingMessage } from 'node:http';
import { brandData } from '@lender/shared/brand-data';
import { ORG_INFO_ELEMENT_ID, type OrgInfo } from '@lender/shared/contracts';
import { hostNameOf } from '@lender/serve/org-hosts';
import { inlineJson } from '@lender/serve/page-html';

/** The port of a Host header, when it names one (digits only). */
const portOf = (hostHeader: string) => /:(\d{1,5})$/.exec(hostHeader.trim())?.[1];

export function orgInfoFor(
  hostHeader: string | undefined,
  table: Readonly<Record<string, string>>,
  protocol: 'http' | 'https' = 'http',
): OrgInfo | null {
  const hostName = hostNameOf(hostHeader);
  const code = table[hostName];
  const organization = code && brandData.organizations.find((o) => o.orgCode === code);
  if (!organization || !hostHeader) return null;
  const brand = brandData.brands[organization.brand];
  // Built from the matched name and a numeric port only: nothing else of the header is echoed.
  const port = portOf(hostHeader);
  return {
    baseUrl: `${protocol}://${hostName}${port ? `:${port}` : ''}`,
    canonicalOrgCode: organization.orgCode,
    orgBrand: organization.brand,
    orgCode: organization.orgCode,
    orgMetaData: {
      companyInfo: {
        displayName: brand.displayName,
        kind: organization.kind,
        ...(organization.state && { state: organization.state }),
      },
      products: { [brand.defaultProduct]: { default: true } },
    },
    orgPricingData: {},
  };
}

/** The org info of a request; behind a TLS-terminating proxy, `X-Forwarded-Proto: https` names the scheme. */
export const orgInfoOfRequest = (request: IncomingMessage, table: Readonly<Record<string, string>>) =>
  orgInfoFor(
    request.headers.host,
    table,
    request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http',
  );

export function renderOrgInfoScript(orgInfo: OrgInfo | null): string {
  return orgInfo
    ? `<script id="${ORG_INFO_ELEMENT_ID}" type="application/json">${inlineJson(orgInfo)}</script>`
    : '';
}
