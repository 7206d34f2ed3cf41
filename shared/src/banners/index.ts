/**
 * `@lender/shared/banners`: parsing and choosing the banners of the banners bucket.
 * An entry of its own, so the login page never downloads it.
 */
export { parseBanners, selectBanners, type Banner } from '../rules/banners.ts';
