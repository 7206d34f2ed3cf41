import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

let pageClient: QueryClient | undefined;

/** The page's one query client, created the first time a screen asks for it. */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * Gives its children a query client: `client` when passed (tests), else the one
 * already provided above, else the page's. A screen that uses queries renders its
 * content inside one; nothing above the screens provides a client, so the login
 * page never downloads TanStack Query.
 */
export function QueryScope({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={client ?? outer ?? pageQueryClient()}>{children}</QueryClientProvider>;
}
