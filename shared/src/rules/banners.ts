/**
 * Announcement banners. The whole response is rejected with one message when any banner
 * is malformed, as the specification gives a single error for the data, not per banner.
 * Shown: active banners for the current app only, newest first, at most MAX_BANNERS.
 */
import * as v from 'valibot';

export const MAX_BANNERS = 2;
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';

const M = BANNER_FORMAT_ERROR;
const text = v.pipe(v.string(M), v.nonEmpty(M));

export const BannerSchema = v.object(
  {
    uuid: text,
    message: text,
    apps: v.pipe(v.array(text, M), v.minLength(1, M)),
    variant: v.picklist(['info', 'warn'], M),
    active: v.boolean(M),
    metadata: v.object(
      {
        createdAt: v.pipe(
          text,
          v.check((value) => !Number.isNaN(Date.parse(value)), M),
        ),
      },
      M,
    ),
  },
  M,
);

export const BannerListSchema = v.array(BannerSchema, M);

export type Banner = v.InferOutput<typeof BannerSchema>;

export class BannerFormatError extends Error {
  constructor() {
    super(BANNER_FORMAT_ERROR);
    this.name = 'BannerFormatError';
  }
}

/** Validates a banners response; throws BannerFormatError ("Banner data does not match the expected format"). */
export function parseBanners(data: unknown): Banner[] {
  const result = v.safeParse(BannerListSchema, data);
  if (!result.success) throw new BannerFormatError();
  return result.output;
}

export function selectBanners(banners: readonly Banner[], app: string, max: number = MAX_BANNERS): Banner[] {
  return banners
    .filter((banner) => banner.active && banner.apps.includes(app))
    .map((banner) => ({ banner, createdAt: Date.parse(banner.metadata.createdAt) }))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, Math.max(0, max))
    .map(({ banner }) => banner);
}
