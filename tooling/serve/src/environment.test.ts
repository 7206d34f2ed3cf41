/** @jest-environment node */
import { EnvironmentError, environmentOf, isProduction, productionSettingOf } from './environment.ts';

describe('the production switch', () => {
  it.each([
    [{}, false, null, 'development'],
    [{ APP_ENV: 'test' }, false, null, 'test'],
    [{ APP_ENV: '' }, false, null, 'development'],
    [{ NODE_ENV: 'test' }, false, null, 'development'],
    [{ NODE_ENV: 'production' }, true, 'NODE_ENV=production', 'production'],
    [{ APP_ENV: 'production' }, true, 'APP_ENV=production', 'production'],
    [{ NODE_ENV: 'production', APP_ENV: 'production' }, true, 'NODE_ENV=production', 'production'],
    // The runtime configuration's environment says production though NODE_ENV does not.
    [{ NODE_ENV: 'development', APP_ENV: 'production' }, true, 'APP_ENV=production', 'production'],
  ])('under %j: production %s (%s), environment %s', (env, production, setting, environment) => {
    expect(isProduction(env)).toBe(production);
    expect(productionSettingOf(env)).toBe(setting);
    expect(environmentOf(env)).toBe(environment);
  });

  it.each(['test', 'development', 'staging'])(
    'refuses NODE_ENV=production with APP_ENV=%s as contradictory, and counts it as production',
    (appEnv) => {
      const env = { NODE_ENV: 'production', APP_ENV: appEnv };
      expect(() => environmentOf(env)).toThrow(
        new EnvironmentError([
          `APP_ENV=${appEnv} contradicts NODE_ENV=production: unset APP_ENV, or set it to production`,
        ]),
      );
      expect(isProduction(env)).toBe(true);
    },
  );

  it("reads the environment it is given, never the process's", () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(isProduction({})).toBe(false);
      expect(environmentOf({})).toBe('development');
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
