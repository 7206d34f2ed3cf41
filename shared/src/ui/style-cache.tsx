/**
 * Emotion (Chakra's style engine) with the page's nonce: one cache for the page, whose
 * style elements carry the nonce of its content security policy (./csp-nonce.ts). The
 * policy allows no other inline style.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { cspNonce } from './csp-nonce.ts';

let cache: EmotionCache | undefined;

export function StyleCacheProvider({ children }: { children: ReactNode }) {
  cache ??= createCache({ key: 'css', nonce: cspNonce() });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
