import { compressedSizes, FEDERATION, packageOfSource, SHARED, splitCode, VENDORS } from './package-split.ts';

describe('packageOfSource', () => {
  it.each([
    ['webpack://shell/./src/bootstrap.tsx', 'shell', 'shell'],
    ['webpack://remote_login/./src/exposes/LoginScreen.tsx', 'remote-login', 'remote-login'],
    ['webpack://shell/../remote-login/src/login/LoginForm.tsx', 'shell', 'remote-login'],
    ['webpack://remote_login/../shared/src/index.ts', 'remote-login', SHARED],
    [
      'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/index.js',
      'shell',
      VENDORS,
    ],
    ['webpack://shell/../shared/node_modules/@chakra-ui/react/dist/esm/index.js', 'shell', VENDORS],
    ['webpack://shell/webpack/runtime/jsonp chunk loading', 'shell', 'shell'],
    [
      'webpack://shell/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.esm.js',
      'shell',
      FEDERATION,
    ],
    ['webpack://remote_login/webpack/container-entry', 'remote-login', FEDERATION],
    ['webpack://shell/webpack/runtime/federation runtime', 'shell', FEDERATION],
    ['webpack://shell/webpack/runtime/sharing', 'shell', FEDERATION],
    [null, 'remote-wallet', 'remote-wallet'],
  ])('%s built by %s belongs to %s', (source, builtBy, expected) => {
    expect(packageOfSource(source, builtBy)).toBe(expected);
  });
});

describe('splitCode', () => {
  // Line 1: "abc" from a.ts, "def" from react; line 2: "gh" still react, "ij" from a.ts, "kl" from shared.
  const map = {
    version: 3 as const,
    sources: [
      'webpack://shell/./src/a.ts',
      'webpack://shell/../node_modules/react/index.js',
      'webpack://shell/../shared/src/b.ts',
    ],
    names: [],
    // [column, source, line, column] deltas: (0, a), (3, react); line 2: (2, a), (4, shared).
    mappings: 'AAAA,GCAA;EDAA,EEAA',
  };
  const split = splitCode('abcdef\nghijkl', map, (source) => packageOfSource(source, 'shell'));

  it('gives each segment to the source webpack named, up to the next segment, across lines', () => {
    expect(Object.fromEntries(split)).toEqual({ shell: 'abcij', [VENDORS]: 'def\ngh', [SHARED]: 'kl' });
  });

  it('loses no byte', () => {
    expect([...split.values()].join('').length).toBe('abcdef\nghijkl'.length);
  });

  it('gives code before the first mapping to the app that built it', () => {
    const late = splitCode('xyabc', { ...map, mappings: 'EAAA' }, (s) => packageOfSource(s, 'remote-login'));
    expect(Object.fromEntries(late)).toEqual({ 'remote-login': 'xyabc' });
  });
});

describe('compressedSizes', () => {
  it('measures the text as UTF-8, gzipped and brotli-compressed', () => {
    const sizes = compressedSizes('é'.repeat(1000));
    expect(sizes.raw).toBe(2000);
    expect(sizes.gzip).toBeLessThan(100);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });
});
