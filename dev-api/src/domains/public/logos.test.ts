/** @jest-environment node */
import { brandData } from '@lender/shared/brand-data';
import { brandForLogo, LOGO_CACHE_CONTROL, logoFontSize, logoSvg, UNKNOWN_LOGO } from './logos.ts';
import { json, withApi } from './test-api.ts';

const brands = Object.entries(brandData.brands);

describe('logoSvg', () => {
  it('escapes the name and colour as XML text', () => {
    const svg = logoSvg({ displayName: 'Smith & <Sons> "Lending"', primaryColor: '#123456' });
    expect(svg).toContain('<title id="logo-title">Smith &amp; &lt;Sons&gt; &quot;Lending&quot;</title>');
    expect(svg).not.toContain('<Sons>');
  });

  it('shrinks the text of a long name to fit, within 8 to 24 px', () => {
    expect(logoFontSize('Apollo')).toBe(24);
    expect(logoFontSize('Keystone Home Lending')).toBeLessThan(24);
    expect(logoFontSize('Keystone Home Lending') * 0.7 * 21).toBeLessThanOrEqual(200);
    expect(logoFontSize('x'.repeat(500))).toBe(8);
  });
});

describe('brandForLogo', () => {
  it('finds a brand by its logo file, and nothing for another file or a drawing it cannot make', () => {
    expect(brandForLogo('apollo.svg')).toBe(brandData.brands.apollo);
    expect(brandForLogo('nobody.svg')).toBeUndefined();
    expect(brandForLogo('logo.png', { own: { ...brandData.brands.own, logo: 'logo.png' } })).toBeUndefined();
  });
});

describe('GET /private-label/logos/{file}', () => {
  it.each(brands)('draws the %s logo: its name in its colour, with a title', async (_, brand) => {
    await withApi(async (api) => {
      const answer = await api.fetch(`/private-label/logos/${brand.logo}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('cache-control')).toBe(LOGO_CACHE_CONTROL);
      expect(answer.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 40"/);
      expect(answer.text).toContain('role="img"');
      expect(answer.text).toContain(`<title id="logo-title">${brand.displayName}</title>`);
      expect(answer.text).toContain(`fill="${brand.primaryColor}">${brand.displayName}</text>`);
    });
  });

  it('gives each brand its own drawing', async () => {
    await withApi(async (api) => {
      const drawings = await Promise.all(
        brands.map(async ([, brand]) => (await api.fetch(`/private-label/logos/${brand.logo}`)).text),
      );
      expect(new Set(drawings).size).toBe(brands.length);
    });
  });

  it('answers 400 for a bad percent-encoding in the address', async () => {
    await withApi(async (api) => expect((await api.fetch('/private-label/logos/%E0%A4%A')).status).toBe(400));
  });

  it.each(['nobody.svg', 'apollo.png', '..%2Fown.svg', ''])('answers 404 for %j', async (file) => {
    await withApi(async (api) => {
      const answer = await api.fetch(`/private-label/logos/${file}`);
      expect(answer.status).toBe(404);
      expect(json(answer)).toEqual({ errors: [{ message: UNKNOWN_LOGO }] });
    });
  });

  it('is served in production', async () => {
    await withApi(
      async (api) => {
        expect((await api.fetch('/private-label/logos/own.svg')).status).toBe(200);
      },
      { devRoutes: false },
    );
  });
});
