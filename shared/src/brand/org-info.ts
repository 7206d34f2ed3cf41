/**
 * The organization info of a page (spec section 3): which lender organization the
 * page is served for. The server that serves the shell decides it (by host name)
 * and inlines it as JSON; the page reads it once at start to choose the brand. A
 * page without it, or with a value that is not org info, has none: the brand then
 * falls back to the lender's own (resolve-brand.ts logs "No private label data
 * found").
 */
import * as v from 'valibot';

export const ORG_INFO_ELEMENT_ID = 'org-info';

const Text = v.pipe(v.string(), v.minLength(1));

export const OrgInfoSchema = v.object({
  baseUrl: v.optional(v.string()),
  canonicalOrgCode: v.optional(Text),
  orgBrand: v.optional(v.string()),
  orgCode: v.optional(Text),
  orgMetaData: v.optional(
    v.object({
      companyInfo: v.optional(v.record(v.string(), v.unknown())),
      products: v.optional(v.record(v.string(), v.object({ default: v.optional(v.boolean()) }))),
    }),
  ),
  orgPricingData: v.optional(v.record(v.string(), v.unknown())),
});

export type OrgInfo = v.InferOutput<typeof OrgInfoSchema>;

/** Parses org info; anything that is not org info (or names no organization) is null. */
export function parseOrgInfo(value: unknown): OrgInfo | null {
  const result = v.safeParse(OrgInfoSchema, value);
  if (!result.success) return null;
  return result.output.orgCode || result.output.canonicalOrgCode ? result.output : null;
}

/** The organization a call names (`X-Org`, a login redirect's `orgCode`): the canonical code first. */
export function orgCodeOf(orgInfo: OrgInfo | null): string | undefined {
  return orgInfo?.canonicalOrgCode ?? orgInfo?.orgCode;
}

export function readOrgInfoFromDocument(doc: Document = document): OrgInfo | null {
  const text = doc.getElementById(ORG_INFO_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseOrgInfo(JSON.parse(text));
  } catch {
    return null;
  }
}
