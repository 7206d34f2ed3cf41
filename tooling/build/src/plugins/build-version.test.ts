/** @jest-environment node */
import { withBuildVersion } from './build-version.ts';

const manifest = {
  id: 'remote_login',
  name: 'remote_login',
  metaData: { name: 'remote_login', buildInfo: { buildVersion: '0.1.0', buildName: '@lender/remote-login' } },
  shared: [],
};

describe('withBuildVersion', () => {
  it('sets metaData.buildInfo.buildVersion and keeps everything else', () => {
    const written = JSON.parse(withBuildVersion(JSON.stringify(manifest), '3f2a9c01b7de')) as typeof manifest;
    expect(written).toEqual({
      ...manifest,
      metaData: {
        ...manifest.metaData,
        buildInfo: { ...manifest.metaData.buildInfo, buildVersion: '3f2a9c01b7de' },
      },
    });
  });

  it.each([
    ['no metaData', { id: 'remote_login' }],
    ['no buildInfo', { id: 'remote_login', metaData: { name: 'remote_login' } }],
  ])('leaves a document with %s byte for byte as it was', (_what, document) => {
    const json = JSON.stringify(document);
    expect(withBuildVersion(json, 'v2')).toBe(json);
  });

  it('refuses a document that is not JSON rather than writing a broken manifest', () => {
    expect(() => withBuildVersion('{', 'v2')).toThrow(SyntaxError);
  });
});
