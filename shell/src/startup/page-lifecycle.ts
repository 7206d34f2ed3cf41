/**
 * A page restored from the back/forward cache reloads (spec section 2, "Startup").
 * A restored page is the page as it was when left: signed in after a logout in the
 * meantime, or showing a one-time code already spent. Reloading asks the server,
 * and the session check, again.
 */
export function reloadWhenRestoredFromCache(
  target: Pick<Window, 'addEventListener'> & { location: Pick<Location, 'reload'> },
): void {
  target.addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) target.location.reload();
  });
}
