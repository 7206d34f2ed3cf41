import { provenanceConversionUrl } from './provenance-conversion.ts';

describe('provenanceConversionUrl', () => {
  it.each([
    [
      'http://127.0.0.1:4000',
      'pb1abc',
      '/auth/wallet/create-wallet',
      'http://127.0.0.1:4000/auth/wallet/provenance/pb1abc/convert?redirectUrl=%2Fauth%2Fwallet%2Fcreate-wallet&ticket=t-1',
    ],
    [
      'https://api.example/v/',
      'a/b',
      '/dashboard?x=1',
      'https://api.example/v/auth/wallet/provenance/a%2Fb/convert?redirectUrl=%2Fdashboard%3Fx%3D1&ticket=t-1',
    ],
  ])('%s, %s, back to %s', (base, address, back, url) => {
    expect(provenanceConversionUrl(base, address, back, 't-1')).toBe(url);
  });
});
