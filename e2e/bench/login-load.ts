/**
 * Loads /auth/login in Chromium against a running stack (`npm start`) and prints
 * what the first load downloads: JavaScript bytes as transferred (gzipped) and
 * decoded, request count, and whether any heavy library was requested. Run with
 * `npm run bench:login`. Figures, not assertions: see docs/performance.md.
 */
import { chromium } from '@playwright/test';
import { apps, originOf } from '@lender/tooling/apps';

const shell = originOf(apps.find((a) => a.kind === 'host')!);
const url = `${shell}${process.argv[2] ?? '/auth/login'}`;
const heavy = /zxcvbn|qrcode|walletconnect/i;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const runs: Array<{ js: number; decoded: number; requests: number; heavy: string[]; ms: number }> = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const encoded = new Map<string, number>();
    const decodedBytes = new Map<string, number>();
    const types = new Map<string, string>();
    const urls: string[] = [];
    client.on('Network.requestWillBeSent', (e) => urls.push(e.request.url));
    client.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    client.on('Network.dataReceived', (e) =>
      decodedBytes.set(e.requestId, (decodedBytes.get(e.requestId) ?? 0) + e.dataLength),
    );
    client.on('Network.loadingFinished', (e) => encoded.set(e.requestId, e.encodedDataLength));
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const ms = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const scripts = (bytes: Map<string, number>) =>
      [...bytes].filter(([id]) => types.get(id) === 'Script').reduce((sum, [, n]) => sum + n, 0);
    runs.push({
      js: scripts(encoded),
      decoded: scripts(decodedBytes),
      requests: urls.length,
      heavy: urls.filter((u) => heavy.test(u)),
      ms,
    });
    await context.close();
  }
  const median = <T>(values: T[], key: (v: T) => number) => values.map(key).sort((a, b) => a - b)[1]!;
  const first = runs[0]!;
  process.stdout.write(`${url}\n`);
  process.stdout.write(
    `  JavaScript transferred (gzip): ${(median(runs, (r) => r.js) / 1024).toFixed(1)} KB\n`,
  );
  process.stdout.write(
    `  JavaScript decoded:            ${(median(runs, (r) => r.decoded) / 1024).toFixed(1)} KB\n`,
  );
  process.stdout.write(`  requests:                      ${first.requests}\n`);
  process.stdout.write(
    `  heavy libraries requested:     ${first.heavy.length ? first.heavy.join(', ') : 'none'}\n`,
  );
  process.stdout.write(
    `  heading visible after (median of 3, local, no throttling): ${median(runs, (r) => r.ms)} ms\n`,
  );
} finally {
  await browser.close();
}
