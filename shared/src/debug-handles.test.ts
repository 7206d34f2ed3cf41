import { setRuntimeConfig } from './config/page-config.ts';
import type { RuntimeConfig } from './config/runtime-config.ts';
import { registerDebugHandle } from './debug-handles.ts';
import { sessionStore } from './session/session-store.ts';
import { localRuntimeConfig } from './testing/fixtures/runtime-config.ts';

const config = (environment: RuntimeConfig['environment']) => localRuntimeConfig({ environment });

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
