/**
 * What a route tells the frame around it (React Router's `handle`): its page title,
 * or that it only redirects (no page of its own: no title, no page event).
 */
export type RouteHandle = { title: string } | { redirect: true };

export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
export const redirecting: { handle: RouteHandle } = { handle: { redirect: true } };

/** The document title of a page: "{page} | {brand's page title}", or the brand's alone. */
export const documentTitle = (page: string | null, brandTitle: string) =>
  page ? `${page} | ${brandTitle}` : brandTitle;
