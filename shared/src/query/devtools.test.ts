/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import type * as Devtools from './devtools.ts';

/** The module afresh (its once-only flag reset by `resetModules`). */
const load = () => jest.requireActual<typeof Devtools>('./devtools.ts');

afterEach(() => {
  delete process.env.LENDER_DEVELOPMENT_BUILD;
  document.body.replaceChildren();
  jest.resetModules();
});

it('shows nothing outside a development build (the branch a production build drops)', async () => {
  load().showQueryDevtools();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector('[data-query-devtools]')).toBeNull();
});

it('in a development build, shows the devtools once over the page’s client', async () => {
  process.env.LENDER_DEVELOPMENT_BUILD = '1';
  const { showQueryDevtools } = load();
  showQueryDevtools();
  showQueryDevtools();
  await waitFor(() => expect(document.querySelector('[data-query-devtools]')).not.toBeNull());
  expect(document.querySelectorAll('[data-query-devtools]')).toHaveLength(1);
});
