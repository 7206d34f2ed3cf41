import { apiClient, Box, Container, getRuntimeConfig, Stack, Text } from '@lender/shared';
import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@lender/shared/banners';
import { loadedServerState } from '../../server-state/server-state.ts';
import { bannersShown, takeBanners, type BannersState } from './load-banners.ts';

const variantStyles = {
  info: { bg: 'colorPalette.subtle', borderColor: 'colorPalette.solid' },
  warn: { bg: 'orange.50', borderColor: 'orange.600' },
} as const;

/**
 * The announcement banners above every page: loading, the error as text, or the
 * list (no element at all when there is nothing to announce). Fetched once per
 * page load (or given by the page's server with its server-made first screen); a failure never
 * touches the page below. `onSettled` hears once that the
 * list (or its error) is in place, so the layout can show what is below it.
 */
export function BannerList({ onSettled, given }: { onSettled?: () => void; given?: Banner[] }) {
  const [state, setState] = useState<BannersState>(() =>
    given ? { status: 'ready', banners: given } : { status: 'loading' },
  );
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (state.status !== 'loading') settled.current?.();
    if (state.status === 'ready') bannersShown(state.banners);
  }, [state]);

  useEffect(() => {
    if (given) return;
    let active = true;
    takeBanners(apiClient, getRuntimeConfig(), loadedServerState()).then(
      (banners) => active && setState({ status: 'ready', banners }),
      (error: unknown) =>
        active &&
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      active = false;
    };
  }, [given]);

  if (state.status === 'ready' && state.banners.length === 0) return null;
  return (
    <Box as="section" aria-label="Announcements" py="2" borderBottomWidth="1px">
      <Container maxW="5xl">
        {/* Shown, not announced: a screen reader hears the banners, not the wait for them. */}
        {state.status === 'loading' && (
          <Text fontSize="sm" color="fg.muted">
            Loading announcements…
          </Text>
        )}
        {state.status === 'error' && (
          <Text fontSize="sm" color="red.700" data-testid="banner-error">
            {state.message}
          </Text>
        )}
        {state.status === 'ready' && (
          <Stack as="ul" gap="2" listStyleType="none">
            {state.banners.map((banner) => (
              <Box
                as="li"
                key={banner.uuid}
                data-variant={banner.variant}
                borderStartWidth="4px"
                px="3"
                py="2"
                rounded="sm"
                fontSize="sm"
                {...variantStyles[banner.variant]}
              >
                {banner.variant === 'warn' && (
                  <Text as="span" fontWeight="semibold">
                    Important:{' '}
                  </Text>
                )}
                {banner.message}
              </Box>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
