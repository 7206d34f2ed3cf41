/** @jest-environment node */
import { developmentDefaults } from './development-defaults.ts';

describe('developmentDefaults', () => {
  it("are the local stand-ins' addresses, from the ports and HOST", () => {
    const defaults = developmentDefaults({
      HOST: 'localhost',
      DEV_API_PORT: '4200',
      TEST_WALLETS_PORT: '4201',
    });
    expect(defaults).toMatchObject({
      apiBase: 'http://localhost:4200',
      botCheck: 'local',
      testWalletsOrigin: 'http://localhost:4201',
      relayUrl: 'ws://localhost:4201',
      partnerOrigins: 'http://partner.localhost:3005=apollo',
    });
    expect(defaults.remotes.remote_wallet).toBe('http://localhost:3003/mf-manifest.json');
    expect(defaults.consentScriptUrl('https://api.example')).toBe(
      'https://api.example/consent/consent-banner.js',
    );
    expect(defaults.cspReportUri('not an address')).toBeUndefined();
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    [{ APP_ENV: 'production' }, 'APP_ENV=production'],
  ])('are refused under %j: production never names a stand-in', (env, setting) => {
    expect(() => developmentDefaults(env)).toThrow(
      `The local stand-ins' addresses are development defaults, never used with ${setting}`,
    );
  });
});
