/**
 * The start-up query parameters (../rules/startup-params.ts), read and validated by
 * the page's owner, once per address, and handed to the screens. The shell provides
 * them; a screen calls `useStartupParams()` and never parses the query itself, so
 * every remote sees the same validated values. Without a provider (a screen
 * rendered by something other than the shell or a standalone page) the hook reads
 * the router's location the same way.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from '../ui/router.ts';
import { parseStartupParams, type StartupParams } from '../rules/startup-params.ts';

const StartupParamsContext = createContext<StartupParams | null>(null);
StartupParamsContext.displayName = 'StartupParams';

/** Parses the current address's query once and provides it to everything below. */
export function StartupParamsProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const params = useMemo(() => parseStartupParams(search), [search]);
  return <StartupParamsContext.Provider value={params}>{children}</StartupParamsContext.Provider>;
}

export function useStartupParams(): StartupParams {
  const provided = useContext(StartupParamsContext);
  const { search } = useLocation();
  const own = useMemo(() => (provided ? null : parseStartupParams(search)), [provided, search]);
  return provided ?? own!;
}
