/**
 * The legal documents as data: each is a function of the active brand, so the text
 * names the brand and its support line. `LegalPage` renders them.
 */

/** A paragraph, or a bullet list (an array of items). */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** The section's slug: the id of its heading, so `#id` links to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContext {
  /** The brand's display name, e.g. "Keystone Home Lending". */
  brandName: string;
  /** The support phone as shown, e.g. "(800) 555-0100". The page makes it a `tel:` link. */
  supportPhone: string;
}

export type LegalDocument = (context: LegalDocumentContext) => readonly LegalSection[];

/** The date every sample document states. */
export const EFFECTIVE_DATE = 'November 1, 2026';

export const SAMPLE_NOTE =
  'Sample text: this document is an example written for this demonstration and is not legal advice or a binding agreement.';
