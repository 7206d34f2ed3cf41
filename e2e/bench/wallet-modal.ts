/**
 * The wallet modal's mobile view on the running stack (`npm start`): a login with
 * `walletconnect=true` as the self-custody persona, the account chosen, then the
 * time from the click on "Mobile wallet" to the QR code on screen, and the
 * JavaScript each stage downloads: the modal (from the login's click to Select) and
 * the mobile view (from the click to the QR code, after the modal's prefetch). Which
 * heavy libraries each stage fetched is read from the content of the scripts, never
 * their names. Run with `npm run bench:modal`. Figures, not assertions.
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { DEV_API, SEED_PASSWORD } from '../support/dev-api.ts';
import { LIBRARY_MARKERS } from '../support/first-load.ts';
import { originOfApp } from '../support/origins.ts';

const RUNS = 5;
const SKY = 'sky.selfcustody@example.com';

interface Stage {
  js: number;
  libraries: Set<string>;
}

/** Counts the scripts the page downloads from now on, and what they contain. */
function watchScripts(client: CDPSession) {
  let stage: Stage = { js: 0, libraries: new Set() };
  const scripts = new Set<string>();
  client.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.add(e.requestId));
  client.on('Network.loadingFinished', (e) => {
    if (!scripts.has(e.requestId)) return;
    const current = stage;
    current.js += e.encodedDataLength;
    client
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then(({ body }) => {
        for (const [name, marker] of Object.entries(LIBRARY_MARKERS))
          if (body.includes(marker)) current.libraries.add(name);
      })
      .catch(() => undefined);
  });
  return {
    next(): Stage {
      const done = stage;
      stage = { js: 0, libraries: new Set() };
      return done;
    },
  };
}

async function run(browser: Browser) {
  // The development routes take JSON only (issue 26, item 6).
  await fetch(`${DEV_API}/__dev/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SKY }),
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    await page.goto(`${originOfApp('shell')}/auth/login?walletconnect=true`);
    await page.getByLabel('Email').fill(SKY);
    await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
    const stages = watchScripts(client);
    await page.getByRole('button', { name: 'Log in' }).click();
    const card = page.getByRole('dialog', { name: 'Choose an Account' }).getByRole('button', { name: /Sky/ });
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    const modal = stages.next();
    await card.click();
    const mobile = page.getByRole('button', { name: 'Mobile wallet' });
    await mobile.waitFor();
    stages.next();
    const t0 = Date.now();
    await mobile.click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const ms = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    return { ms, modal, view: stages.next() };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const names = (stage: Stage) => [...stage.libraries].sort().join(', ') || 'none';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(browser));
  const last = runs.at(-1)!;
  process.stdout.write(
    [
      `Wallet modal, mobile view, on loopback (${RUNS} runs, median):`,
      `  click on "Mobile wallet" to QR code visible: ${median(runs.map((r) => r.ms))} ms (worst ${Math.max(...runs.map((r) => r.ms))} ms)`,
      `  JavaScript the modal downloads (login click to Select, prefetch included): ${kb(median(runs.map((r) => r.modal.js)))}; libraries: ${names(last.modal)}`,
      `  JavaScript the mobile view downloads after its click: ${kb(median(runs.map((r) => r.view.js)))}; libraries: ${names(last.view)}`,
      '',
    ].join('\n'),
  );
} finally {
  await browser.close();
}
