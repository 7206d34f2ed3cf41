/**
 * A Chakra system per brand, built lean. `defaultConfig` would carry the recipes of
 * every Chakra component (about 200 KB of source) into the login page; this system
 * takes Chakra's base preset, only the recipes of the components re-exported in
 * ../ui/chakra.ts, and lean tokens (./lean-tokens.ts, generated: Chakra's defaults
 * with only the gray, red, orange and green palettes, light values only; Chakra's
 * `tokens` and `semanticTokens` objects carry every palette in light and dark). Add
 * a recipe here when a component is added there (the theme test checks the two
 * lists agree), and a palette to tooling/build/src/gen-lean-tokens.ts when a screen
 * needs one (the theme test checks every colour the product names exists).
 *
 * The brand's primary colour becomes the `brand` palette and the default
 * `colorPalette`, so remote screens render in the active brand unaware of it.
 */
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { createSystem, defineConfig, type SystemContext } from '../ui/chakra.ts';
import type { Brand } from './brands.ts';
import { leanSemanticTokens, leanTokens } from './lean-tokens.ts';

/** Recipe keys the lean system provides; components without a recipe need none. */
export const themeRecipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

/**
 * Chakra's toast dims its description to 0.8 opacity, which puts white on the error
 * toast's red below WCAG AA (axe: color-contrast); ours is fully opaque.
 */
const toastRecipe: typeof toastSlotRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
};

export const themeSlotRecipes = {
  toast: toastRecipe,
};

/**
 * Of Chakra's layer styles, animation styles and keyframes, only what the recipes above use, as
 * Chakra defines them (the theme test compares): the `disabled` layer style (button, input) and
 * the keyframes of the lean tokens' animations (the spinner's `spin`); no recipe here names an
 * animation style. Chakra's objects of all of them were about 2 KB gzipped of every page's start
 * (docs/performance.md), and importing one brings it whole.
 */
export const themeLayerStyles = {
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
};
export const themeKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  ping: { '75%, 100%': { transform: 'scale(2)', opacity: '0' } },
  bounce: {
    '0%, 100%': { transform: 'translateY(-25%)', animationTimingFunction: 'cubic-bezier(0.8,0,1,1)' },
    '50%': { transform: 'none', animationTimingFunction: 'cubic-bezier(0,0,0.2,1)' },
  },
};

const leanTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: themeKeyframes,
    tokens: leanTokens,
    semanticTokens: leanSemanticTokens,
    recipes: themeRecipes,
    slotRecipes: themeSlotRecipes,
    textStyles,
    layerStyles: themeLayerStyles,
  },
});

const mix = (color: string, percent: number, base: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${base})`;

export function createBrandSystem(brand: Brand): SystemContext {
  const primary = brand.primaryColor;
  return createSystem(
    defaultBaseConfig,
    leanTheme,
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
