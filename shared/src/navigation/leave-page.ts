/**
 * Leaving the app for another site (a broker's sign-in page, a partner's redirect)
 * goes through this object rather than `window.location` directly, so component
 * tests can observe it: jsdom neither navigates nor lets a test replace `location`.
 */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
