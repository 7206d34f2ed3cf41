import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 AA and everything below it. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * What a loading state looks like. Every loading state of the app is one shared
 * component (`role="status"` with `data-loading`); Chakra marks a button whose
 * action is in flight with `data-loading` too, and `aria-busy` is the standard way
 * to say a region is still changing.
 */
export const LOADING_SELECTOR = '[data-loading], [aria-busy="true"]';

/**
 * Long enough for a lazily loaded chunk on a busy two-core machine, well inside the
 * 30-second test timeout so a screen that never settles fails with this message.
 */
const SETTLE_TIMEOUT_MS = 15_000;

export interface AuditOptions {
  /**
   * Audit the loading state itself, on purpose: asserts a `[data-loading]` element
   * is on screen instead of waiting for it to go. The test must hold the load back
   * (route a request), or this would race the load finishing.
   */
  loading?: boolean;
}

/**
 * Runs axe on `screen` once it is the screen the test means. By default that is
 * the settled screen: a loading state may still be on the page right after the
 * test saw its heading (a lazy form, a check in flight), and auditing whatever
 * happens to be there made the result depend on timing. With `{ loading: true }`
 * it is the loading state, which must be accessible too.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: AuditOptions = {},
): Promise<void> {
  if (options.loading) {
    await expect(
      page.locator('[data-loading]').first(),
      `${screen} shows a loading state to audit`,
    ).toBeVisible();
  } else {
    await expect(page.locator(LOADING_SELECTOR), `${screen} has settled (nothing loading)`).toHaveCount(0, {
      timeout: SETTLE_TIMEOUT_MS,
    });
  }
  // A colour part-way through a transition (a button's hover after a click, a dialog fading in)
  // is not the screen's colour: axe measured a submit button's contrast mid-transition on a busy
  // machine. The finite animations are let finish first (a loading state's endless ones are
  // not on a settled screen).
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const violations = await audit(page);
  const described = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(described, `accessibility violations on ${screen}`).toEqual([]);
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The audit's violations. A page of one document runs axe in it directly, injected once
 * per document (an audit after a navigation inside the app reuses it). AxeBuilder, the
 * same axe with the same tags, costs about six times as much per audit (it injects axe
 * every time and finishes each run in a new blank page, for frames): it is kept for a
 * page with frames (the hosted wallet's), whose documents axe must visit each.
 */
async function audit(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1)
    return (await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations;
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) => (await window.axe!.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    wcagTags,
  );
}
