/**
 * Emotion (Chakra's style engine) with the page's nonce: one cache for the page, whose
 * style elements carry the nonce of its content security policy (./csp-nonce.ts). The
 * policy allows no other inline style. The cache adopts the style elements the shell's server
 * put in the page (`<style data-emotion="css …">`, its server-made first screen): their rules
 * are not inserted again.
 *
 * Rendered with no document (a remote's build prerendering its first screens,
 * tooling/build/src/prerender/render-screens.tsx), each render has a cache of its own, so it
 * writes every rule it uses beside its markup, as Emotion does on a server.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { cspNonce } from './csp-nonce.ts';

let cache: EmotionCache | undefined;

const pageCache = () => (cache ??= createCache({ key: 'css', nonce: cspNonce() }));

export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [value] = useState(() =>
    typeof document === 'undefined' ? createCache({ key: 'css' }) : pageCache(),
  );
  return <CacheProvider value={value}>{children}</CacheProvider>;
}
