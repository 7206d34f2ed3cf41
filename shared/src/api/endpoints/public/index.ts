/** The public endpoints: an entry of its own (`@lender/shared/endpoints/public`), loaded by the screens that call them. */
export * from './banners.ts';
export * from './create-short-link.ts';
export * from './provenance-conversion.ts';
export * from './provenance-conversion-ticket.ts';
