/**
 * Outside production each app registers what it sees as the session store under
 * `window.__lender[app]`. The e2e suite compares them to prove federation shares
 * one instance; production pages expose nothing.
 */
import { peekRuntimeConfig } from './config/page-config.ts';
import { sessionStore } from './session/session-store.ts';

declare global {
  interface Window {
    __lender?: Record<string, { sessionStore: typeof sessionStore }>;
  }
}

export function registerDebugHandle(app: string): void {
  const config = peekRuntimeConfig();
  if (typeof window === 'undefined' || !config || config.environment === 'production') return;
  window.__lender ??= {};
  window.__lender[app] = { sessionStore };
}
