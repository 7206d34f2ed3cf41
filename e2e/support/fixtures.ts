/**
 * The test fixture every suite uses. Each page:
 * - counts React DOM renderers by standing in for the React DevTools hook (every
 *   react-dom copy registers itself with it when it loads);
 * - collects uncaught page errors, which fail the test: a screen may show an
 *   error, it may never throw one at the user;
 * - collects content-security-policy violations (Chromium reports each on the
 *   console of the frame it happened in), in every page of the test's context (a tab it
 *   opens too), which fail the test too: the policy (tooling/serve/src/security-headers.ts)
 *   must allow everything the product does, the server-made pages' inline style elements
 *   and starter script included;
 * - notes each page load of a route the shell's server can make with its first screen in
 *   the HTML, and whether it did (./first-loads.ts), for the run's share of first loads that
 *   got one.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { firstLoadsAnnotation, recordFirstLoads } from './first-loads.ts';

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
  firstLoads: void;
}>({
  expectCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ context, expectCspViolations }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!expectCspViolations)
        expect(violations, 'content security policy violations in the page').toEqual([]);
    },
    { auto: true },
  ],
  firstLoads: [
    async ({ context }, use, testInfo) => {
      const finish = recordFirstLoads(context);
      await use();
      const loads = await finish();
      if (loads.total > 0) testInfo.annotations.push(firstLoadsAnnotation(loads));
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
