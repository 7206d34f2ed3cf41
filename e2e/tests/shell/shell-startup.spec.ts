/**
 * The shell's start-up, before the router exists: a `state` that matches a saved
 * item returns to the saved path (once), and the start-up parameters reach the
 * remote screens validated.
 */
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

test.describe('start-up', () => {
  test('a state that matches a saved item goes to the saved path, once', async ({ page }) => {
    await page.goto('/terms/');
    await page.evaluate(() =>
      localStorage.setItem(
        'login-state:e2e-nonce',
        JSON.stringify({ path: '/privacy/?from=broker', savedAt: Date.now() }),
      ),
    );
    const login = createLoginPage(page);
    await login.goto('?state=e2e-nonce');
    await expect(page).toHaveURL('/privacy/?from=broker');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('login-state:e2e-nonce'))).toBeNull();
    await login.goto('?state=e2e-nonce');
    await expect(login.heading).toBeVisible();
  });

  test('start-up parameters reach the remote screens validated', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto('?email=pat.customer%40example.com&otp=true');
    await expect(login.email).toHaveValue('pat.customer@example.com');
    await login.goto('?email=not-an-email');
    await expect(login.email).toHaveValue('');
  });
});
