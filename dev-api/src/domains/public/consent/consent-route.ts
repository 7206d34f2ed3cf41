/**
 * GET /consent/consent-banner.js: the stand-in for the consent-management vendor's
 * script, which the shell loads for the lender's own brand. It stands in for a
 * third party, so, like the private-label logos, it is served in every mode. The
 * script is a real file next to this one (consent-banner.js, plain browser
 * JavaScript, kept readable), minified once when the route is made and served the
 * way a vendor's CDN serves its script: minified, and gzipped when the browser
 * accepts it. Served as written it cost the login page 10.2 KB; minified and
 * gzipped it is about 2 KB (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { minifySync } from '@swc/core';
import type { PathRoute } from '../../../http/router.ts';

export const CONSENT_SCRIPT_PATH = '/consent/consent-banner.js';
export const JS_CONTENT_TYPE = 'text/javascript; charset=utf-8';
export const CONSENT_SCRIPT_FILE = new URL('./consent-banner.js', import.meta.url);

/** The script as written (the readable source). */
export const consentScriptSource = (): string => readFileSync(CONSENT_SCRIPT_FILE, 'utf8');

/**
 * The script's text, as served: the source minified for the browsers the product
 * supports (the source is plain ES2019), comments dropped.
 */
export const consentScript = (): string =>
  minifySync(consentScriptSource(), {
    ecma: 2019,
    compress: { ecma: 2019 },
    mangle: true,
    format: { comments: false },
  }).code;

const acceptsGzip = (header: string | string[] | undefined): boolean => /\bgzip\b/.test(String(header ?? ''));

export function consentScriptRoute(): PathRoute {
  const script = consentScript();
  const gzipped = gzipSync(script, { level: 9 });
  return (request, url) => {
    if (request.method !== 'GET' || url.pathname !== CONSENT_SCRIPT_PATH) return null;
    const headers = { vary: 'accept-encoding' };
    if (!acceptsGzip(request.headers['accept-encoding']))
      return { headers, raw: { contentType: JS_CONTENT_TYPE, body: script } };
    return {
      headers: { ...headers, 'content-encoding': 'gzip' },
      raw: { contentType: JS_CONTENT_TYPE, body: gzipped },
    };
  };
}
