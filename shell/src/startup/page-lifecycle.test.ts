import { reloadWhenRestoredFromCache } from './page-lifecycle.ts';

function fakeWindow() {
  const target = new EventTarget();
  const reload = jest.fn();
  const win = { addEventListener: target.addEventListener.bind(target), location: { reload } };
  const show = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    target.dispatchEvent(event);
  };
  return { win, reload, show };
}

describe('a page restored from the back/forward cache', () => {
  it('reloads', () => {
    const { win, reload, show } = fakeWindow();
    reloadWhenRestoredFromCache(win as never);
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on an ordinary load', () => {
    const { win, reload, show } = fakeWindow();
    reloadWhenRestoredFromCache(win as never);
    show(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
