import {
  BANNER_FORMAT_ERROR,
  BannerFormatError,
  MAX_BANNERS,
  parseBanners,
  selectBanners,
  type Banner,
} from './banners.ts';

const banner = (overrides: Partial<Banner> & { createdAt?: string } = {}): Banner => {
  const { createdAt = '2024-05-01T12:00:00Z', ...rest } = overrides;
  return {
    uuid: '6f1c2a44-0c55-4a43-9a55-6f0b1d0f7f10',
    message: 'Rates changed today',
    apps: ['login'],
    variant: 'info',
    active: true,
    metadata: { createdAt },
    ...rest,
  };
};

describe('parseBanners', () => {
  it('accepts a valid list', () => {
    const list = [
      banner(),
      banner({ uuid: 'b2', variant: 'warn', active: false, apps: ['login', 'wallet'] }),
    ];
    expect(parseBanners(list)).toEqual(list);
  });

  const { uuid: _u, ...noUuid } = banner();
  const { message: _m, ...noMessage } = banner();
  const { variant: _v, ...noVariant } = banner();
  const { metadata: _d, ...noMetadata } = banner();

  it.each([
    ['not a list', { banners: [] }],
    ['a missing uuid', [noUuid]],
    ['an empty uuid', [banner({ uuid: '' })]],
    ['a missing message', [noMessage]],
    ['an empty message', [banner({ message: '' })]],
    ['no app', [banner({ apps: [] })]],
    ['an app that is not a string', [{ ...banner(), apps: [3] }]],
    ['a missing variant', [noVariant]],
    ['an unknown variant', [{ ...banner(), variant: 'error' }]],
    ['no active flag', [{ ...banner(), active: 'yes' }]],
    ['no metadata', [noMetadata]],
    ['an unreadable creation date', [banner({ createdAt: 'yesterday' })]],
    ['one bad banner among good ones', [banner(), banner({ apps: [] })]],
  ])('rejects %s with the one message', (_, data) => {
    expect(() => parseBanners(data)).toThrow(new BannerFormatError());
    expect(() => parseBanners(data)).toThrow('Banner data does not match the expected format');
  });

  it('uses the specification wording', () => {
    expect(BANNER_FORMAT_ERROR).toBe('Banner data does not match the expected format');
    expect(new BannerFormatError().name).toBe('BannerFormatError');
  });
});

describe('selectBanners', () => {
  const list = [
    banner({ uuid: 'old', createdAt: '2024-01-01T00:00:00Z' }),
    banner({ uuid: 'newest', createdAt: '2024-06-01T00:00:00Z' }),
    banner({ uuid: 'inactive', active: false, createdAt: '2024-07-01T00:00:00Z' }),
    banner({ uuid: 'other-app', apps: ['register'], createdAt: '2024-08-01T00:00:00Z' }),
    banner({ uuid: 'middle', apps: ['register', 'login'], createdAt: '2024-03-01T00:00:00Z' }),
  ];

  it.each([
    ['login', undefined, ['newest', 'middle']],
    ['login', 3, ['newest', 'middle', 'old']],
    ['login', 1, ['newest']],
    ['login', 0, []],
    ['login', -1, []],
    ['register', undefined, ['other-app', 'middle']],
    ['wallet', undefined, []],
  ])('for app %s with max %s shows %j', (app, max, expected) => {
    expect(selectBanners(list, app, max).map((b) => b.uuid)).toEqual(expected);
  });

  it('shows at most 2 by default and keeps the input untouched', () => {
    expect(MAX_BANNERS).toBe(2);
    const before = list.map((b) => b.uuid);
    selectBanners(list, 'login');
    expect(list.map((b) => b.uuid)).toEqual(before);
  });

  it('compares creation dates as instants, not as text', () => {
    const mixed = [
      banner({ uuid: 'utc-later', createdAt: '2024-05-01T10:00:00Z' }),
      banner({ uuid: 'offset-earlier', createdAt: '2024-05-01T11:00:00+02:00' }),
    ];
    expect(selectBanners(mixed, 'login').map((b) => b.uuid)).toEqual(['utc-later', 'offset-earlier']);
  });
});
