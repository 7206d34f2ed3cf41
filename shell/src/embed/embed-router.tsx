/**
 * The frame's router: React Router's `Router` over the browser's history, with a navigator of
 * its own. A navigation to one of the embed's steps happens in the frame, and so does one to a page
 * of the site the frame shows as a step (the login's "Register here", the registration's "Log in
 * here": `inFrame`); any other page of ours (the signer login, Create Wallet, the organization page,
 * onboarding) opens on the full site in a new tab instead, so a partner's page never shows a page
 * that is not the embed's, and the person keeps their place in the frame. React Router hands the
 * navigator absolute paths.
 */
import { createPath, parsePath, Router, type Navigator, type To } from '@lender/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

interface FrameLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The state a navigation stored with its entry (`{ usr }`, as React Router's own history keeps it). */
const storedState = (): unknown => {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
};

const here = (state: unknown = storedState()): FrameLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state,
  key: Math.random().toString(36).slice(2, 10),
});

const pathOf = (to: To) => (typeof to === 'string' ? parsePath(to) : to);

export interface EmbedRouterProps {
  children: ReactNode;
  /** Whether a path is one of the frame's steps. */
  stays: (pathname: string) => boolean;
  /** The frame's step address for a page of the site it shows itself, or null. */
  inFrame: (pathname: string) => string | null;
  /** Opens any other address (path, query and hash) elsewhere. */
  leave: (href: string) => void;
}

export function EmbedRouter({ children, stays, inFrame, leave }: EmbedRouterProps) {
  const [location, setLocation] = useState(() => here());
  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, state: unknown, replace: boolean) => {
      const { pathname = window.location.pathname, search = '', hash = '' } = pathOf(to);
      const asked = createPath({ pathname, search, hash });
      const step = inFrame(pathname);
      if (step === null && !stays(pathname)) return leave(asked);
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state ?? null }, '', step ?? asked);
      setLocation(here(state ?? null));
    };
    return {
      createHref: (to) => createPath(pathOf(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
    };
  }, [stays, inFrame, leave]);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
