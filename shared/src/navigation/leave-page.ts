/**
 * Leaving the app for another site (a broker's sign-in page, a partner's redirect)
 * goes through this object rather than `window.location` directly, so component
 * tests can observe it: jsdom neither navigates nor lets a test replace `location`.
 */
export const pageExit = {
  /** Only web addresses: a `javascript:` or `data:` URL from an answer is refused, never run. */
  assign(url: string): void {
    if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing to leave for ${url.slice(0, 40)}`);
    window.location.assign(url);
  },
};
