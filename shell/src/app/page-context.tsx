/**
 * What the shell learned about the page at start (the org info its server
 * inlined), for the parts of the shell that need it later: the guard sends the
 * organization code with a login redirect.
 */
import { useRequiredContext } from '@lender/shared';
import type { Banner } from '@lender/shared/banners';
import { type OrgInfo } from '@lender/shared/contracts';
import { createContext, type ReactNode } from 'react';

export interface PageInfo {
  orgInfo: OrgInfo | null;
  /**
   * The banners the page's server put in its HTML with a server-made first screen (none: the
   * page loads them). Given, the first render shows this list and the main landmark at once: the
   * list the server painted cannot differ from it and move the page.
   */
  banners?: Banner[];
}

const PageContext = createContext<PageInfo | null>(null);
PageContext.displayName = 'PageInfo';

export function PageInfoProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export const usePageInfo = (): PageInfo => useRequiredContext(PageContext, 'usePageInfo');
