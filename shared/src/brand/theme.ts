/**
 * A Chakra system per brand. The brand's primary colour becomes the `brand`
 * palette and the default `colorPalette`, so remote screens that use
 * `colorPalette="brand"` (or nothing) render in the active brand unaware of it.
 */
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '../ui/chakra.ts';
import type { Brand } from './brands.ts';

const mix = (color: string, percent: number, base: string) => `color-mix(in srgb, ${color} ${percent}%, ${base})`;

export function createBrandSystem(brand: Brand): SystemContext {
  const primary = brand.primaryColor;
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: { html: { colorPalette: 'brand' } },
      theme: {
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: primary },
              contrast: { value: 'white' },
              fg: { value: primary },
              muted: { value: mix(primary, 20, 'white') },
              subtle: { value: mix(primary, 10, 'white') },
              emphasized: { value: mix(primary, 30, 'white') },
              focusRing: { value: primary },
            },
          },
        },
      },
    }),
  );
}
