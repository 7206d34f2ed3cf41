import { parseRuntimeConfig, setRuntimeConfig } from './config/runtime-config.ts';
import { registerDebugHandle } from './debug-handles.ts';
import { sessionStore } from './session/session-store.ts';

const config = (environment: string) =>
  parseRuntimeConfig({
    environment,
    apiBase: 'http://127.0.0.1:4000',
    audience: 'customer',
    remotes: {
      remote_login: 'http://127.0.0.1:3001/mf-manifest.json',
      remote_register: 'http://127.0.0.1:3002/mf-manifest.json',
      remote_wallet: 'http://127.0.0.1:3003/mf-manifest.json',
      remote_onboarding: 'http://127.0.0.1:3004/mf-manifest.json',
    },
    remoteTimeoutMs: 2000,
  });

describe('registerDebugHandle', () => {
  beforeEach(() => delete window.__lender);

  it('does nothing before the page is configured', () => {
    registerDebugHandle('shell');
    expect(window.__lender).toBeUndefined();
  });

  it('exposes the session store outside production', () => {
    setRuntimeConfig(config('development'));
    registerDebugHandle('remote_login');
    expect(window.__lender?.remote_login?.sessionStore).toBe(sessionStore);
  });

  it('exposes nothing in production', () => {
    setRuntimeConfig(config('production'));
    registerDebugHandle('shell');
    expect(window.__lender).toBeUndefined();
  });
});
