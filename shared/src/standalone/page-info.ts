import { RuntimeConfigError } from '../config/runtime-config.ts';
import { STANDALONE_PAGE_ELEMENT_ID, type StandalonePage } from '../contracts/standalone-page.ts';

const isOrigin = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && new URL(value).origin === value;

/**
 * The standalone page's own settings its server inlined (../contracts/standalone-page.ts).
 * Throws a RuntimeConfigError naming the problem, which the page shows as it shows a bad
 * runtime configuration.
 */
export function readStandalonePage(doc: Document = document): StandalonePage {
  const text = doc.getElementById(STANDALONE_PAGE_ELEMENT_ID)?.textContent;
  if (!text) throw new RuntimeConfigError([`no #${STANDALONE_PAGE_ELEMENT_ID} element in the page`]);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RuntimeConfigError([`#${STANDALONE_PAGE_ELEMENT_ID} is not valid JSON`]);
  }
  const shellOrigin = (raw as Partial<StandalonePage> | null)?.shellOrigin;
  if (!isOrigin(shellOrigin))
    throw new RuntimeConfigError([
      `#${STANDALONE_PAGE_ELEMENT_ID} shellOrigin: ${JSON.stringify(shellOrigin)} is not an origin (a scheme, a host and a port only)`,
    ]);
  return { shellOrigin };
}
