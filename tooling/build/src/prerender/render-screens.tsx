/**
 * A remote's first screens, rendered at build time with React's `prerender`
 * (`react-dom/static`): each unguarded route of the shared route table whose screen the remote
 * exposes, in each brand and each audience, inside the providers every screen gets
 * (`AppProviders`, as the shell and the standalone pages give them), with no session and the
 * query slot only (`QUERY_SLOT`: a link that keeps the query carries it). ../plugins/prerender.ts bundles this module with the remote's exposed screens into one
 * program for Node and runs it in a process of its own (a module's state never carries from one
 * remote to another); the program writes the fragments (tooling/serve/src/fragments.ts) as JSON
 * on its standard output, and fails, naming the screen and what is wrong, when a screen throws or
 * its markup is unfit.
 */
import type { ComponentType } from 'react';
import { AppProviders, brands, Router } from '@lender/shared';
import { remoteRoutes, type RemoteContainer } from '@lender/shared/contracts';
import {
  AUDIENCES,
  FRAGMENT_FORMAT,
  fragmentFields,
  QUERY_SLOT,
  type Fragment,
} from '@lender/serve/fragments';
import { configFor, renderStatic, staticNavigator, writeResult } from './static-render.tsx';

/** The remote's exposed screens, by exposed name (`./LoginScreen`). */
export type ExposedScreens = Record<string, ComponentType>;

export async function renderScreens(
  container: RemoteContainer,
  screens: ExposedScreens,
): Promise<Fragment[]> {
  const fragments: Fragment[] = [];
  for (const route of remoteRoutes.filter(
    (entry) => !entry.guarded && entry.id.startsWith(`${container}/`),
  )) {
    const exposed = `./${route.id.slice(container.length + 1)}`;
    const Screen = screens[exposed];
    if (!Screen) throw new Error(`${container} does not expose ${exposed} (the route table's ${route.path})`);
    for (const brand of Object.values(brands))
      for (const audience of AUDIENCES) {
        const { html, styles } = await renderStatic(
          `${route.path} (${brand.id}, ${audience})`,
          configFor(audience),
          <AppProviders brand={brand}>
            <Router location={`${route.path}${QUERY_SLOT}`} navigator={staticNavigator}>
              <Screen />
            </Router>
          </AppProviders>,
        );
        fragments.push({
          format: FRAGMENT_FORMAT,
          route: route.path,
          brand: brand.id,
          audience,
          html,
          styles,
          fields: fragmentFields(html),
        });
      }
  }
  return fragments;
}

export const writeFragments = (container: RemoteContainer, screens: ExposedScreens): void =>
  writeResult(renderScreens(container, screens));
