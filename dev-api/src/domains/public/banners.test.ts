/** @jest-environment node */
import * as v from 'valibot';
import { getBanners } from '@lender/shared/endpoints/public';
import { json, testBanners, withApi } from './test-api.ts';

describe('GET /public-bucket/banners/{variant}.json', () => {
  it.each(['production', 'test'] as const)(
    'serves the seed’s %s list as it is, invalid entries included, never cached',
    async (variant) => {
      await withApi(async (api) => {
        const answer = await api.fetch(`/public-bucket/banners/${variant}.json`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const body = v.parse(getBanners.response, json(answer));
        expect(body).toEqual(testBanners[variant]);
      });
    },
  );

  it('serves the two lists apart', () => {
    expect(testBanners.production).not.toEqual(testBanners.test);
  });

  it('refuses a variant the bucket does not have', async () => {
    await withApi(async (api) => {
      const answer = await api.fetch('/public-bucket/banners/staging.json');
      expect(answer.status).toBe(400);
      const { errors } = json(answer) as { errors: { message: string }[] };
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every(({ message }) => typeof message === 'string' && message !== '')).toBe(true);
    });
  });

  it('is served in production too', async () => {
    await withApi(
      async (api) => {
        expect((await api.fetch('/public-bucket/banners/production.json')).status).toBe(200);
      },
      { devRoutes: false },
    );
  });
});
