/**
 * The test fixture every suite uses. Each page:
 * - counts React DOM renderers by standing in for the React DevTools hook (every
 *   react-dom copy registers itself with it when it loads);
 * - collects uncaught page errors, which fail the test: a screen may show an
 *   error, it may never throw one at the user.
 */
import { test as base, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __e2eRendererCount?: number;
  }
}

async function installRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__e2eRendererCount = 0;
    let nextId = 1;
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          window.__e2eRendererCount = (window.__e2eRendererCount ?? 0) + 1;
          const id = nextId++;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await installRendererCounter(page);
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__e2eRendererCount ?? 0);
}
