/**
 * A remote's first screens, rendered at build time with React's `prerender`
 * (`react-dom/static`): each unguarded route of the shared route table whose screen the remote
 * exposes, in each brand and each audience, inside the providers every screen gets
 * (`AppProviders`, as the shell and the standalone pages give them), with no session and no
 * query. ../plugins/prerender.ts bundles this module with the remote's exposed screens into one
 * program for Node and runs it in a process of its own (a module's state never carries from one
 * remote to another); the program writes the fragments (tooling/serve/src/fragments.ts) as JSON
 * on its standard output, and fails, naming the screen and what is wrong, when a screen throws or
 * its markup is unfit.
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { AppProviders, brands, Router, setRuntimeConfig, type Navigator } from '@lender/shared';
import { remoteRoutes, type RemoteContainer, type RuntimeConfig } from '@lender/shared/contracts';
import {
  AUDIENCES,
  FRAGMENT_FORMAT,
  fragmentFields,
  fragmentProblems,
  splitEmotionStyles,
  type Audience,
  type Fragment,
} from '@lender/serve/fragments';

/** The remote's exposed screens, by exposed name (`./LoginScreen`). */
export type ExposedScreens = Record<string, ComponentType>;

/** What a screen may read of the configuration while it renders; no address is ever rendered. */
function configFor(audience: Audience): RuntimeConfig {
  const nowhere = 'https://prerender.invalid/';
  return {
    environment: 'production',
    apiBase: nowhere,
    audience,
    remotes: {
      remote_login: nowhere,
      remote_register: nowhere,
      remote_wallet: nowhere,
      remote_onboarding: nowhere,
    },
    remoteTimeoutMs: 10_000,
    botCheck: { provider: 'local' },
    brokerOrigins: [],
  };
}

/** A router that never moves: nothing navigates while a page is rendered on a server. */
const staticNavigator: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

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
        setRuntimeConfig(configFor(audience));
        const what = `${route.path} (${brand.id}, ${audience})`;
        let rendered: string;
        try {
          const { prelude } = await prerender(
            <AppProviders brand={brand}>
              <Router location={route.path} navigator={staticNavigator}>
                <Screen />
              </Router>
            </AppProviders>,
            // Ids of their own: the fragment sits beside the live page until the take-over.
            { identifierPrefix: 'server-' },
          );
          rendered = await readAll(prelude);
        } catch (error) {
          throw new Error(
            `${what} could not be rendered: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        const { html, styles } = splitEmotionStyles(rendered);
        const fragment: Fragment = {
          format: FRAGMENT_FORMAT,
          route: route.path,
          brand: brand.id,
          audience,
          html,
          styles,
          fields: fragmentFields(html),
        };
        const problems = fragmentProblems(fragment);
        if (problems.length > 0)
          throw new Error(`${what} is not fit for a page: it holds ${problems.join(', ')}`);
        fragments.push(fragment);
      }
  }
  return fragments;
}

/** The program's body: the fragments on standard output, or what went wrong on standard error. */
export function writeFragments(container: RemoteContainer, screens: ExposedScreens): void {
  renderScreens(container, screens).then(
    (fragments) => process.stdout.write(JSON.stringify(fragments)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
