import { RouterLink, useLocation, useNavigate } from '@lender/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedRouter } from './embed-router.tsx';

const stays = (pathname: string) => pathname.startsWith('/embed/');
/** The site's registration page is the frame's register step (as embed-start.ts `frameAddressFor`). */
const inFrame = (pathname: string) =>
  pathname === '/auth/register' ? '/embed/register?label=apollo&redirectUrl=%2Fembed%2Fdone' : null;

/** Shows where the router is, and hands the test its navigate. */
let navigate: ReturnType<typeof useNavigate>;
function Where() {
  const { pathname, search, hash } = useLocation();
  const state: unknown = useLocation().state;
  navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}${hash}`}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
      <RouterLink to="/auth/wallet/create-wallet?label=hamilton#top">Create Wallet</RouterLink>
      <RouterLink to="/auth/register?label=hamilton">Register here</RouterLink>
      <RouterLink to="/embed/done?from=link">Done</RouterLink>
    </>
  );
}

function renderRouter() {
  const leave = jest.fn();
  render(
    <EmbedRouter stays={stays} inFrame={inFrame} leave={leave}>
      <Where />
    </EmbedRouter>,
  );
  return { leave, where: () => screen.getByTestId('where').textContent };
}

const browserAt = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => window.history.replaceState(null, '', '/embed/login?label=apollo'));

it('starts at the browser’s address', () => {
  const { where } = renderRouter();
  expect(where()).toBe('/embed/login?label=apollo');
});

it('a navigation to a step pushes it in the frame’s history, with its state', async () => {
  const { leave, where } = renderRouter();
  const entries = window.history.length;
  await act(() => navigate('/embed/done?x=1#end', { state: { from: 'login' } }));
  expect(where()).toBe('/embed/done?x=1#end');
  expect(browserAt()).toBe('/embed/done?x=1#end');
  expect(window.history.length).toBe(entries + 1);
  expect(screen.getByTestId('state')).toHaveTextContent('{"from":"login"}');
  expect(leave).not.toHaveBeenCalled();
});

it('a link to a step stays in the frame', async () => {
  const { leave, where } = renderRouter();
  await userEvent.click(screen.getByRole('link', { name: 'Done' }));
  expect(where()).toBe('/embed/done?from=link');
  expect(leave).not.toHaveBeenCalled();
});

it('a navigation elsewhere leaves with the path, query and hash, and the frame stays where it is', async () => {
  const { leave, where } = renderRouter();
  const entries = window.history.length;
  await act(() => navigate('/auth/wallet/create-wallet?x=1#top'));
  expect(leave).toHaveBeenCalledWith('/auth/wallet/create-wallet?x=1#top');
  expect(where()).toBe('/embed/login?label=apollo');
  expect(browserAt()).toBe('/embed/login?label=apollo');
  expect(window.history.length).toBe(entries);
});

it('a link elsewhere leaves too', async () => {
  const { leave, where } = renderRouter();
  await userEvent.click(screen.getByRole('link', { name: 'Create Wallet' }));
  expect(leave).toHaveBeenCalledWith('/auth/wallet/create-wallet?label=hamilton#top');
  expect(where()).toBe('/embed/login?label=apollo');
});

it('a link to a page the frame shows as a step goes to that step, in the frame’s history', async () => {
  const { leave, where } = renderRouter();
  const entries = window.history.length;
  await userEvent.click(screen.getByRole('link', { name: 'Register here' }));
  expect(where()).toBe('/embed/register?label=apollo&redirectUrl=%2Fembed%2Fdone');
  expect(browserAt()).toBe('/embed/register?label=apollo&redirectUrl=%2Fembed%2Fdone');
  expect(window.history.length).toBe(entries + 1);
  expect(leave).not.toHaveBeenCalled();
  act(() => window.history.back());
  await act(() => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })));
  expect(where()).toBe('/embed/login?label=apollo');
});

it('a replace replaces the entry', async () => {
  const { where } = renderRouter();
  const entries = window.history.length;
  await act(() => navigate('/embed/done', { replace: true }));
  expect(where()).toBe('/embed/done');
  expect(browserAt()).toBe('/embed/done');
  expect(window.history.length).toBe(entries);
});

it('a replace elsewhere leaves too', async () => {
  const { leave, where } = renderRouter();
  await act(() => navigate('/dashboard', { replace: true }));
  expect(leave).toHaveBeenCalledWith('/dashboard');
  expect(where()).toBe('/embed/login?label=apollo');
});

it('back and forward (popstate) show the browser’s entry, with its stored state', async () => {
  const { where } = renderRouter();
  await act(() => navigate('/embed/done', { state: { n: 2 } }));
  window.history.replaceState({ usr: { n: 1 } }, '', '/embed/wallet?label=apollo');
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(where()).toBe('/embed/wallet?label=apollo');
  expect(screen.getByTestId('state')).toHaveTextContent('{"n":1}');
});
