/**
 * Private-label logos, as the CDN serves them by file name: GET
 * /private-label/logos/{file} answers an SVG for the brand whose `logo` is that
 * file. The dev API has no artwork, so it draws one: the brand's display name in
 * its primary colour, with a <title> for assistive technology. Every text is
 * escaped for XML. A logo may be cached for an hour, as a CDN file would be.
 */
import { brandData, type BrandEntry } from '@lender/shared/brand-data';
import { errors, type PathRoute } from '../../http/router.ts';
import { escapeHtml } from '../../outbox/outbox-page.ts';

export const LOGO_PATH_PREFIX = '/private-label/logos/';
export const LOGO_WIDTH = 200;
export const LOGO_HEIGHT = 40;
/** A bold system-font character is about this wide, in em (measured in Chromium; 0.6 clipped names). */
export const BOLD_EM_PER_CHARACTER = 0.7;
export const LOGO_CACHE_CONTROL = 'public, max-age=3600';
export const SVG_CONTENT_TYPE = 'image/svg+xml';
export const UNKNOWN_LOGO = 'No brand has this logo.';

/** The largest font size (px, at most 24) at which `text` fits the logo's width, at about 0.7 em a (bold) character. */
export function logoFontSize(text: string): number {
  const fitting = (LOGO_WIDTH - 8) / (BOLD_EM_PER_CHARACTER * Math.max(text.length, 1));
  return Math.max(8, Math.min(24, Math.floor(fitting)));
}

/** The logo drawn for a brand: its name in its colour. */
export function logoSvg(brand: Pick<BrandEntry, 'displayName' | 'primaryColor'>): string {
  const name = escapeHtml(brand.displayName);
  const size = logoFontSize(brand.displayName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img" aria-labelledby="logo-title">`,
    `<title id="logo-title">${name}</title>`,
    `<text x="4" y="${LOGO_HEIGHT / 2}" dominant-baseline="central" font-family="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif" font-size="${size}" font-weight="700" fill="${escapeHtml(brand.primaryColor)}">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The brand whose logo file is `file`; only SVG logos can be drawn. */
export function brandForLogo(
  file: string,
  brands: Readonly<Record<string, BrandEntry>> = brandData.brands,
): BrandEntry | undefined {
  if (!file.endsWith('.svg')) return undefined;
  return Object.values(brands).find((brand) => brand.logo === file);
}

/** GET /private-label/logos/{file}. */
export function logoRoute(): PathRoute {
  return (request, url) => {
    if (request.method !== 'GET' || !url.pathname.startsWith(LOGO_PATH_PREFIX)) return null;
    let file: string;
    try {
      file = decodeURIComponent(url.pathname.slice(LOGO_PATH_PREFIX.length));
    } catch {
      return errors(404, UNKNOWN_LOGO);
    }
    const brand = brandForLogo(file);
    if (!brand) return errors(404, UNKNOWN_LOGO);
    return {
      raw: { contentType: SVG_CONTENT_TYPE, body: logoSvg(brand) },
      headers: { 'cache-control': LOGO_CACHE_CONTROL },
    };
  };
}
