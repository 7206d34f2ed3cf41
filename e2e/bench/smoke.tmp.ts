import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const url of [
  'http://127.0.0.1:3000/auth/login',
  'http://127.0.0.1:3000/auth/login?label=apollo',
  'http://hamilton.localhost:3000/auth/login',
  'http://localhost:3000/auth/login?label=evil',
]) {
  await page.goto(url);
  await page.waitForSelector('h1');
  await page.waitForTimeout(800);
  console.log(
    url,
    await page.title(),
    await page.locator('header img').getAttribute('alt'),
    await page
      .locator('section[aria-label=Announcements]')
      .innerText()
      .catch(() => 'no banners'),
  );
  await page.screenshot({
    path: `/tmp/shot-${new URL(url).hostname}-${new URL(url).search.slice(1)}.png`,
    fullPage: true,
  });
}
await page.goto('http://127.0.0.1:3000/auth/wallet/create-wallet');
await page.waitForTimeout(1500);
console.log('guard ->', page.url());
await browser.close();
