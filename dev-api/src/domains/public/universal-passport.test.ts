/** @jest-environment node */
import { PASSPORT_SITE_NOTE, PASSPORT_SITE_TEXTS, PASSPORT_SITE_TITLE } from './universal-passport.ts';
import { APP_ORIGIN, PASSPORT_UUID, withApi } from './test-api.ts';

/** The page's terms and values, in order, as text. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, term, value]) => [
    term,
    value!.replace(/<[^>]+>/g, ''),
  ]);

describe('GET /universal-passport/…, the investor-passport stand-in', () => {
  it('names the resume page, the intent the address carries, and the passport with its statuses', async () => {
    await withApi(async (api) => {
      const back = encodeURIComponent(`${APP_ORIGIN}/dashboard`);
      const answer = await api.fetch(
        `/universal-passport/onboarding/${PASSPORT_UUID}/resume?intent=506c&addOns=3c7&option=ONLY_ADD_ONS&redirectUrl=${back}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.text).toContain(`<h1>${PASSPORT_SITE_TITLE}</h1>`);
      expect(answer.text).toContain(PASSPORT_SITE_NOTE.replace('’', '&#39;').slice(0, 40));
      expect(rowsOf(answer.text)).toEqual([
        ['Page', 'Resume passport'],
        ['Address', `/universal-passport/onboarding/${PASSPORT_UUID}/resume`],
        ['Intent', '506c'],
        ['Add-ons', '3c7'],
        ['Option', 'ONLY_ADD_ONS'],
        ['Passport', `${PASSPORT_UUID} (INDIVIDUAL)`],
        ['Identity check (kyc)', 'VALID'],
        ['Self attestation (506b)', 'CANCELLED'],
        ['Attestation verification (506c)', 'IN_PROGRESS'],
      ]);
      expect(answer.text).toContain(`<a href="${APP_ORIGIN}/dashboard">Back to where you came from</a>`);
      expect(PASSPORT_SITE_TEXTS.back).toBe('Back to where you came from');
    });
  });

  it.each([
    ['/universal-passport/landing', 'Landing', 'none named in this address'],
    ['/universal-passport/onboarding/type-of-investor', 'Type of investor', 'none named in this address'],
    [
      `/universal-passport/group-manager/${PASSPORT_UUID}/add-member`,
      'Add a member',
      `${PASSPORT_UUID} (INDIVIDUAL)`,
    ],
    [
      '/universal-passport/onboarding/nobody/resume',
      'Resume passport',
      'nobody: not a passport the seed knows',
    ],
  ])('%s is the %s page', async (path, page, passport) => {
    await withApi(async (api) => {
      const rows = rowsOf((await api.fetch(path)).text);
      expect(rows[0]).toEqual(['Page', page]);
      expect(rows).toContainEqual(['Intent', 'none given']);
      expect(rows).toContainEqual(['Passport', passport]);
    });
  });

  it('says an intent it cannot read, escapes what it shows, and offers no way back to a foreign site', async () => {
    await withApi(async (api) => {
      const answer = await api.fetch(
        '/universal-passport/onboarding/%3Cb%3Ex%3C%2Fb%3E/resume?intent=kyb&redirectUrl=https%3A%2F%2Fevil.example%2F',
      );
      expect(answer.text).not.toContain('<b>x</b>');
      expect(rowsOf(answer.text)).toContainEqual([
        'Intent',
        'The link&#39;s flow is not one we can continue: &quot;intent&quot; has a value we do not know.',
      ]);
      expect(answer.text).not.toContain('Back to where you came from');
    });
  });

  it('is a page a person opens, never framed: no site may frame it, its 404 page included', async () => {
    await withApi(async (api) => {
      for (const path of ['/universal-passport/landing', '/universal-passport/settings']) {
        const { headers } = await api.fetch(path);
        expect(headers.get('content-security-policy')).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
        );
        expect(headers.get('x-frame-options')).toBe('DENY');
      }
    });
  });

  it('answers 404 for any other page of the site, and 400 for a bad encoding in the address', async () => {
    await withApi(async (api) => {
      const missing = await api.fetch('/universal-passport/settings');
      expect(missing.status).toBe(404);
      expect(PASSPORT_SITE_TEXTS.noSuchPage).toBe('The investor-passport site has no such page.');
      expect(missing.text).toContain('The investor-passport site has no such page.');
      expect((await api.fetch('/universal-passport/onboarding/%E0%A4%A/resume')).status).toBe(400);
    });
  });
});
