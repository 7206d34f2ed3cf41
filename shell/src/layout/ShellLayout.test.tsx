/**
 * The layout's guard against layout shift: the main landmark is laid out but not
 * painted until the banners above it have settled (or BANNER_WAIT_MS passed), so
 * their arrival never pushes a painted page down.
 */
import { getBanners } from '@lender/shared/endpoints/public';
import { setRuntimeConfig } from '@lender/shared';
import {
  createMockApi,
  installMockApi,
  localRuntimeConfig,
  renderWithProviders,
  reply,
  route,
} from '@lender/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@lender/shared/banners';
import { PageInfoProvider, type PageInfo } from '../app/page-context.tsx';
import { BANNER_WAIT_MS, ShellLayout } from './ShellLayout.tsx';

const api = installMockApi(createMockApi());
beforeAll(() => setRuntimeConfig(localRuntimeConfig()));

function renderLayout(page: PageInfo = { orgInfo: null }) {
  renderWithProviders(
    <PageInfoProvider value={page}>
      <ShellLayout />
    </PageInfoProvider>,
    { route: '/auth/login' },
  );
  return screen.getByRole('main', { hidden: true });
}

it("paints the main landmark and the banners at once when the page's server gave them, and loads none", () => {
  const main = renderLayout({
    orgInfo: null,
    banners: [
      {
        uuid: 'b1',
        variant: 'warn',
        message: 'Scheduled maintenance tonight.',
        apps: ['sign-in'],
        active: true,
        metadata: { createdAt: '2026-12-01T00:00:00Z' },
      } satisfies Banner,
    ],
  });
  expect(main).not.toHaveStyle({ visibility: 'hidden' });
  expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
    'Important: Scheduled maintenance tonight.',
  );
  expect(api.requestsTo(getBanners)).toHaveLength(0);
});

it('paints the main landmark once the banners have settled', async () => {
  let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
  api.use(route(getBanners, () => new Promise((resolve) => (answer = resolve))));
  const main = renderLayout();
  expect(main).toHaveStyle({ visibility: 'hidden' });
  await waitFor(() => expect(api.requestsTo(getBanners)).toHaveLength(1));
  act(() => answer(reply([])));
  // Well before the deadline: it is the banners' answer that shows the page.
  await waitFor(() => expect(main).not.toHaveStyle({ visibility: 'hidden' }), {
    timeout: BANNER_WAIT_MS / 2,
  });
});

it(`paints it after ${BANNER_WAIT_MS} ms when the banners are slower`, () => {
  jest.useFakeTimers();
  try {
    api.use(route(getBanners, () => new Promise(() => undefined)));
    const main = renderLayout();
    expect(main).toHaveStyle({ visibility: 'hidden' });
    act(() => jest.advanceTimersByTime(BANNER_WAIT_MS));
    expect(main).not.toHaveStyle({ visibility: 'hidden' });
  } finally {
    jest.useRealTimers();
  }
});

it('ends with the new-version notice once the person comes back to the tab: after the footer, held at the bottom of the window', async () => {
  api.use(route(getBanners, () => reply([])));
  renderLayout();
  const footer = screen.getByRole('contentinfo');
  // Not in the first load: nothing after the footer until a trigger.
  expect(footer.nextElementSibling).toBeNull();
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const notice = await screen.findByTestId('new-version-notice');
  expect(footer.nextElementSibling).toBe(notice);
  expect(notice).toHaveStyle({ position: 'sticky', bottom: '0px' });
});

/** Its computed style now: jsdom keeps computed styles until the DOM changes, and a focus move is no change. */
function styleNow(element: HTMLElement): CSSStyleDeclaration {
  element.toggleAttribute('data-style-probe');
  return getComputedStyle(element);
}

it('starts with the skip link, shown when focused, which moves the focus to the main landmark', async () => {
  api.use(route(getBanners, () => reply([])));
  const main = renderLayout();
  const user = userEvent.setup();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveAttribute('href', '#main');
  expect(styleNow(skip).left).toBe('-9999px');
  await user.tab();
  expect(skip).toHaveFocus();
  expect(styleNow(skip).left).not.toBe('-9999px');
  await user.keyboard('{Enter}');
  expect(main).toHaveFocus();
});
