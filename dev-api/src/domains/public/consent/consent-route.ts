/**
 * GET /consent/consent-banner.js: the stand-in for the consent-management vendor's
 * script, which the shell loads for the lender's own brand. It stands in for a
 * third party, so, like the private-label logos, it is served in every mode. The
 * script is a real file next to this one (consent-banner.js, plain browser
 * JavaScript), read once when the route is made and sent as it is.
 */
import { readFileSync } from 'node:fs';
import type { PathRoute } from '../../../http/router.ts';

export const CONSENT_SCRIPT_PATH = '/consent/consent-banner.js';
export const JS_CONTENT_TYPE = 'text/javascript; charset=utf-8';
export const CONSENT_SCRIPT_FILE = new URL('./consent-banner.js', import.meta.url);

/** The script's text, as served. */
export const consentScript = (): string => readFileSync(CONSENT_SCRIPT_FILE, 'utf8');

export function consentScriptRoute(): PathRoute {
  const script = consentScript();
  return (request, url) => {
    if (request.method !== 'GET' || url.pathname !== CONSENT_SCRIPT_PATH) return null;
    return { raw: { contentType: JS_CONTENT_TYPE, body: script } };
  };
}
