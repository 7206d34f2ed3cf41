/** @jest-environment node */
import { withApi } from '../test-api.ts';
import { CONSENT_SCRIPT_PATH, consentScript } from './consent-route.ts';

describe('GET /consent/consent-banner.js', () => {
  it('serves the stand-in script as JavaScript', async () => {
    await withApi(async (api) => {
      const answer = await api.fetch(CONSENT_SCRIPT_PATH);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.text).toBe(consentScript());
      expect(answer.text).toContain('window.LenderConsent');
    });
  });

  it('is served in production too, since it stands in for a third party', async () => {
    await withApi(
      async (api) => {
        expect((await api.fetch(CONSENT_SCRIPT_PATH)).status).toBe(200);
      },
      { production: true },
    );
  });

  it('answers nothing else under /consent/, and only GET', async () => {
    await withApi(async (api) => {
      expect((await api.fetch('/consent/other.js')).status).toBe(404);
      expect((await api.fetch(`${CONSENT_SCRIPT_PATH}/x`)).status).toBe(404);
      expect((await api.postJson(CONSENT_SCRIPT_PATH)).status).toBe(404);
    });
  });
});
