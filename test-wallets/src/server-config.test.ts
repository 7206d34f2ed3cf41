import { relayAudiencesOf, startRefusalOf } from './server-config.ts';

describe('whether the test wallets may start', () => {
  it.each([
    [{}, null],
    [{ NODE_ENV: 'development' }, null],
    [{ APP_ENV: 'development' }, null],
    [{ APP_ENV: 'test', NODE_ENV: 'test' }, null],
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    // The runtime configuration says production though NODE_ENV does not.
    [{ APP_ENV: 'production' }, 'APP_ENV=production'],
    [{ APP_ENV: 'production', NODE_ENV: 'development' }, 'APP_ENV=production'],
    // NODE_ENV=production alone refuses even when APP_ENV names another environment.
    [{ APP_ENV: 'test', NODE_ENV: 'production' }, 'NODE_ENV=production'],
  ])('%j: refused for %s (null: it starts)', (env, reason) => {
    const refusal = startRefusalOf(env);
    if (reason === null) expect(refusal).toBeNull();
    else
      expect(refusal).toBe(
        `The test wallets hold keys and sign on request: refusing to start with ${reason}.`,
      );
  });
});

describe('the URLs the relay is known by (the aud of its clients’ tokens)', () => {
  it.each([
    [{}, ['ws://127.0.0.1:4001']],
    [{ TEST_WALLETS_PORT: '4101' }, ['ws://127.0.0.1:4101']],
    [{ WALLET_RELAY_URL: 'ws://localhost:4001' }, ['ws://127.0.0.1:4001', 'ws://localhost:4001']],
    [{ WALLET_RELAY_URL: 'ws://127.0.0.1:4001' }, ['ws://127.0.0.1:4001']],
  ])('%j: %j', (env, urls) => {
    expect(relayAudiencesOf(env)).toEqual(urls);
  });
});
