/** The page's reload, through an object tests can replace (jsdom cannot reload). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
