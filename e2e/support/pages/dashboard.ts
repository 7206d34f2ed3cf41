/** The shell's dashboard (`/dashboard`), where a login lands by default. */
import { expect, type Page } from '@playwright/test';

export function createDashboard(page: Page) {
  const self = {
    heading: page.getByRole('heading', { level: 1, name: 'Dashboard' }),
    signedInAs: (email: string) => page.getByText(`You are signed in as ${email}.`),
    /** The dashboard's own Log out button (the header's is a link: see the shell frame). */
    logOut: page.getByRole('button', { name: 'Log out' }),
    /** The login landed: on the dashboard, as `email`. */
    async expectSignedInAs(email: string): Promise<void> {
      await expect(page).toHaveURL('/dashboard');
      await expect(self.signedInAs(email)).toBeVisible();
    },
  };
  return self;
}
