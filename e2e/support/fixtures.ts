/**
 * The test fixture every suite uses. Each page:
 * - counts React DOM renderers by standing in for the React DevTools hook (every
 *   react-dom copy registers itself with it when it loads);
 * - collects uncaught page errors, which fail the test: a screen may show an
 *   error, it may never throw one at the user;
 * - collects content-security-policy violations (Chromium reports each on the
 *   console of the frame it happened in), which fail the test too: the policy
 *   (tooling/serve/src/security-headers.ts) must allow everything the product does.
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

/** Chromium's console line for a content-security-policy violation, in any frame. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|apply|execute|frame|connect)/;

export const test = base.extend<{
  pageErrors: Error[];
  /** Violations of the pages' content security policy, which fail the test unless it expects them. */
  cspViolations: string[];
  /** A test that provokes violations on purpose sets this, and asserts on `cspViolations` itself. */
  expectCspViolations: boolean;
}>({
  expectCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ page, expectCspViolations }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!expectCspViolations)
        expect(violations, 'content security policy violations in the page').toEqual([]);
    },
    { auto: true },
  ],
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
