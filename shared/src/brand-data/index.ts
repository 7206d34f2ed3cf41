/**
 * `@lender/shared/brand-data`: the brands' data (shared/src/brand/brand-data.json) as checked at
 * load, and its schema, for the servers (the shell's org info, the dev API's logos) and the
 * build (the JSON schema). Pages read brands through `@lender/shared`.
 */
export { brandData, BrandDataSchema, type BrandEntry } from '../brand/brand-data.ts';
