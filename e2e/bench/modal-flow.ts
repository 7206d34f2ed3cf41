/**
 * The wallet modal as a Lighthouse user flow (timespan), for `npm run bench`: from
 * the click on "Log in" (`walletconnect=true`, the self-custody persona) through
 * Select and the account's card to the QR code of the mobile view. Lighthouse reports
 * the span's TBT and CLS; the page itself times the click on "Mobile wallet" to the
 * QR code on screen. Driven through puppeteer-core on the Chromium `npm run bench`
 * started (its debugging port), as Lighthouse's flows require.
 */
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';

export interface ModalFlowFigures {
  tbt: number;
  cls: number;
  /** What moved during the span (Lighthouse's layout-shifts audit). */
  shifts: string[];
  clickToQr: number;
}

const QR_ALT = 'QR code with the link that connects your mobile wallet';

export async function modalFlow(
  debugPort: number,
  shell: string,
  email: string,
  password: string,
): Promise<ModalFlowFigures> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${debugPort}`,
    defaultViewport: null,
  });
  // A context of its own each time: a signed-in session or a saved wallet must not carry over.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.goto(`${shell}/auth/login?walletconnect=true`, { waitUntil: 'networkidle0' });
    // A server-made page (docs/performance.md, "Server-made HTML") is taken over first, by a first
    // key as a person's first action: the span measures the live page's modal, not the take-over.
    await page.keyboard.press('Shift');
    await page.waitForFunction("!document.getElementById('server-screen')");
    await page.locator('::-p-aria(Email[role="textbox"])').fill(email);
    await page.locator('::-p-aria(Password[role="textbox"])').fill(password);
    const flow = await startFlow(page, { name: 'The wallet modal' });
    await flow.startTimespan({ name: 'Log in, choose the account, open the mobile view' });
    await page.locator('::-p-aria(Log in[role="button"])').click();
    await page.locator('::-p-aria([name="Choose an Account"][role="dialog"])').wait();
    await page.locator('dialog ::-p-text(Sky Self-Custody)').click();
    await page.locator('::-p-aria(Mobile wallet[role="button"])').wait();
    // The page times the click to the QR code on screen, as the person sees it.
    // A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
    const clickToQr = (await page.evaluate(`new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Mobile wallet');
      const started = performance.now();
      button.click();
      (function seen() {
        const image = document.querySelector('img[alt="${QR_ALT}"]');
        if (image && image.complete && image.naturalWidth > 0) resolve(performance.now() - started);
        else requestAnimationFrame(seen);
      })();
    })`)) as number;
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const audits = steps[0]!.lhr.audits;
    const shiftItems =
      (audits['layout-shifts']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ??
      [];
    return {
      shifts: shiftItems.map((item) => {
        const node = item.node as { snippet?: string } | undefined;
        return `${Number(item.score).toFixed(3)} ${node?.snippet ?? 'unknown'}`;
      }),
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      clickToQr,
    };
  } finally {
    await context.close();
    await browser.disconnect();
  }
}
