import { queryClient } from './client.ts';

/**
 * TanStack Query's devtools over the page's one client, in a development build only (`npm run
 * dev`: the build defines `process.env.LENDER_DEVELOPMENT_BUILD`, tooling/build/src/webpack.ts).
 * In any other build the condition is the constant `false`, so webpack drops the branch with its
 * `import()`: the devtools are in no production chunk (e2e/tests/shell/js-budget.spec.ts reads
 * them all for it). Their own root, beside the page's: the screens render no query provider
 * (reads are their reducers' effects), and the panel is given the client itself. Their
 * `/production` entry: every build here is webpack's production mode (`NODE_ENV` is
 * "production" in `npm run dev` too), where the package's main entry renders nothing.
 */
export function showQueryDevtools(): void {
  if (process.env.LENDER_DEVELOPMENT_BUILD !== '1') return;
  if (shown) return;
  shown = true;
  Promise.all([
    import('@tanstack/react-query-devtools/production'),
    import('react'),
    import('react-dom/client'),
  ]).then(
    ([{ ReactQueryDevtools }, { createElement }, { createRoot }]) => {
      const host = document.createElement('div');
      host.dataset.queryDevtools = '';
      document.body.append(host);
      createRoot(host).render(
        createElement(ReactQueryDevtools, { client: queryClient(), initialIsOpen: false }),
      );
    },
    // A development aid: the page goes on without it.
    (error: unknown) => console.warn('The query devtools could not load', error),
  );
}

let shown = false;
