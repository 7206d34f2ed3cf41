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
  /**
   * Loads one of this app's own paths as a new document, in place of this one in the
   * history. Logout ends with it: nothing of the session outlives the page's memory (the
   * stores, the query cache, the WalletConnect client), and the WalletConnect database,
   * whose deletion waits for the client's open connection, goes once the page does.
   * Only a path of this origin (`/…`, not `//host`).
   */
  reload(path: string): void {
    if (!/^\/(?![/\\])/.test(path)) throw new Error(`Refusing to load ${path.slice(0, 40)}`);
    window.location.replace(path);
  },
};
