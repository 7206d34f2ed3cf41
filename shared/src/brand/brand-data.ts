/**
 * The brand data file (`brand-data.json`), validated when it is loaded so a bad
 * edit fails loudly at start with what is wrong. Operators add organization codes
 * (about 55 are known) by editing the JSON alone; its format is
 * `brand-data.schema.json`, generated from the schema below (docs/brands.md).
 */
import * as v from 'valibot';
import data from './brand-data.json';

export const partnerLabels = ['apollo', 'hamilton', 'outpost', 'novawulf'] as const;
export type PartnerLabel = (typeof partnerLabels)[number];
export type BrandId = 'own' | PartnerLabel;

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour'));
const HttpsUrl = v.pipe(v.string(), v.url(), v.startsWith('https://', 'must be https'));

export const BrandEntrySchema = v.strictObject({
  /** Shown in headings: "Log in to {displayName}". */
  displayName: v.pipe(v.string(), v.minLength(1)),
  /** Must meet WCAG AA (4.5:1) against white text; a test checks it. */
  primaryColor: HexColor,
  /** File name under the private-label logo source. */
  logo: v.pipe(v.string(), v.regex(/^[\w-]+\.(svg|png)$/, 'must be a file name ending in .svg or .png')),
  titles: v.strictObject({ page: v.string(), tagline: v.string() }),
  /** `heloc` makes the login page the HELOC variant. */
  defaultProduct: v.picklist(['mortgage', 'heloc']),
  /** Digits only; formatted for display. Optional: a fallback number is used. */
  supportPhone: v.optional(v.pipe(v.string(), v.regex(/^\d{10,11}$/, 'must be 10 or 11 digits'))),
  licensesUrl: HttpsUrl,
  licensingNumber: v.string(),
  companyLicenseUrl: HttpsUrl,
  /** The branded variant whose login page hides the "or" divider and the signer link. */
  hideSignerDivider: v.boolean(),
  /** Only the lender's own brand loads the consent-banner script. */
  loadsConsentBanner: v.boolean(),
});

export const OrganizationSchema = v.strictObject({
  orgCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/, 'must be upper-case letters, digits and _')),
  kind: v.picklist(['own', 'wholesale', 'state-specific', 'guaranteed-rate-lender', 'partner']),
  brand: v.picklist(['own', ...partnerLabels]),
  state: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter state code'))),
});

export const BrandDataSchema = v.pipe(
  v.object({
    $schema: v.optional(v.string()),
    brands: v.strictObject({
      own: BrandEntrySchema,
      apollo: BrandEntrySchema,
      hamilton: BrandEntrySchema,
      outpost: BrandEntrySchema,
      novawulf: BrandEntrySchema,
    }),
    organizations: v.array(OrganizationSchema),
  }),
  v.check(
    (d) => new Set(d.organizations.map((o) => o.orgCode)).size === d.organizations.length,
    'organization codes must be unique',
  ),
  v.check(
    (d) => d.organizations.every((o) => (o.kind === 'state-specific') === (o.state !== undefined)),
    'a state-specific code needs a state, and only it has one',
  ),
);

export type BrandData = v.InferOutput<typeof BrandDataSchema>;
export type BrandEntry = v.InferOutput<typeof BrandEntrySchema>;

export function parseBrandData(input: unknown): BrandData {
  const result = v.safeParse(BrandDataSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`Invalid brand data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

export const brandData: BrandData = parseBrandData(data);
