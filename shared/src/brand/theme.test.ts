import {
  keyframes as chakraKeyframes,
  layerStyles as chakraLayerStyles,
  semanticTokens as chakraSemanticTokens,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { brands, partnerLabels } from './brands.ts';
import { leanSemanticTokens, leanTokens } from './lean-tokens.ts';
import {
  createBrandSystem,
  themeKeyframes,
  themeLayerStyles,
  themeRecipes,
  themeSlotRecipes,
} from './theme.ts';
import * as kit from '../ui/chakra.ts';

const omit = <T extends object>(object: T, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));

/** Relative luminance and contrast ratio, WCAG 2.x. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('brand systems', () => {
  it.each(Object.values(brands))('$id makes its primary colour the brand palette', (brand) => {
    const system = createBrandSystem(brand);
    expect(system.tokens.getByName('colors.brand.solid')?.value).toBe(brand.primaryColor);
    expect(system.tokens.getByName('colors.brand.contrast')?.value).toBe('white');
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
  });

  it.each(Object.values(brands))('$id primary colour meets WCAG AA (4.5:1) with white text', (brand) => {
    expect(contrastWithWhite(brand.primaryColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('has exactly the four partner labels besides the own brand', () => {
    expect(partnerLabels).toEqual(['apollo', 'hamilton', 'outpost', 'novawulf']);
    expect(Object.keys(brands).sort()).toEqual(['apollo', 'hamilton', 'novawulf', 'outpost', 'own']);
  });

  it('keeps every layer style, animation and keyframe its recipes name, and no animation style', () => {
    const named = {
      layerStyle: new Set<string>(),
      animation: new Set<string>(),
      animationStyle: new Set<string>(),
    };
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key in named && typeof inner === 'string') named[key as keyof typeof named].add(inner);
        walk(inner);
      }
    };
    walk([themeRecipes, themeSlotRecipes]);
    expect([...named.layerStyle]).toEqual(['disabled']);
    for (const style of named.layerStyle) expect(themeLayerStyles).toHaveProperty(style);
    // Chakra's own values, and the keyframes of every animation the lean tokens name.
    for (const [name, style] of Object.entries(themeLayerStyles))
      expect(style).toEqual(chakraLayerStyles[name]);
    expect(Object.keys(themeKeyframes).sort()).toEqual(Object.keys(leanTokens.animations).sort());
    for (const [name, frames] of Object.entries(themeKeyframes))
      expect(frames).toEqual(chakraKeyframes[name]);
    expect(named.animationStyle.size).toBe(0);
    expect([...named.animation]).toEqual(['spin']);
    for (const animation of named.animation) {
      expect(leanTokens.animations).toHaveProperty(animation);
      expect(themeKeyframes).toHaveProperty(animation);
    }
  });

  it('provides a recipe for every re-exported component that has one', () => {
    // Chakra components whose styles come from a recipe of the same (camelCased) name.
    const recipeComponents = ['Button', 'Container', 'Heading', 'Input', 'Link', 'Spinner'];
    const exported = Object.keys(kit).filter((name) => recipeComponents.includes(name));
    expect(exported.sort()).toEqual(recipeComponents);
    const system = createBrandSystem(brands.own);
    for (const name of exported) {
      const key = name[0]!.toLowerCase() + name.slice(1);
      expect(Object.keys(themeRecipes)).toContain(key);
      expect(system.hasRecipe(key)).toBe(true);
    }
  });
});

describe('lean tokens', () => {
  const system = createBrandSystem(brands.own);
  const colorRefs = (node: unknown): string[] =>
    typeof node === 'string'
      ? [...node.matchAll(/\{colors\.([a-z]+(?:\.[a-z0-9]+)?)/gi)].map((m) => m[1]!)
      : node && typeof node === 'object'
        ? Object.values(node).flatMap(colorRefs)
        : [];

  it("keeps Chakra's default values for every token it keeps", () => {
    const { colors, ...rest } = leanTokens;
    expect(rest).toEqual(omit(chakraTokens, 'colors'));
    for (const [name, value] of Object.entries(colors)) {
      expect(value).toEqual((chakraTokens.colors as Record<string, unknown>)[name]);
    }
    for (const [group, entries] of Object.entries(leanSemanticTokens.colors)) {
      for (const [key, token] of Object.entries(entries)) {
        const chakra = (chakraSemanticTokens.colors as Record<string, Record<string, { value: unknown }>>)[
          group
        ]![key]!;
        const light = (chakra.value as { _light?: unknown })._light ?? chakra.value;
        expect(token.value).toEqual(light);
      }
    }
  });

  it("leaves out the palettes nobody uses and Chakra's dark values", () => {
    expect(Object.keys(leanTokens.colors).sort()).toEqual(
      ['black', 'current', 'gray', 'green', 'orange', 'red', 'transparent', 'white'].sort(),
    );
    expect(JSON.stringify(leanSemanticTokens)).not.toMatch(/_dark|blue|info/);
    expect(system.tokens.getByName('colors.blue.500')).toBeUndefined();
  });

  it('resolves every colour its semantic tokens refer to', () => {
    for (const ref of colorRefs(leanSemanticTokens)) {
      expect([ref, system.tokens.getByName(`colors.${ref}`)]).toEqual([ref, expect.anything()]);
    }
  });

  it('provides every colour the product and the used recipes name', () => {
    const named = [
      // screens and the shared kit
      'red.700',
      'orange.700',
      'green.700',
      'gray.200',
      'fg',
      'fg.muted',
      'bg',
      'border',
      'border.error',
      'bg.panel',
      'bg.muted',
      // the shell's banners
      'orange.50',
      'orange.600',
      // the toast recipe's status colours
      'red.solid',
      'red.contrast',
      'orange.solid',
      'orange.contrast',
      'green.solid',
      'green.contrast',
    ];
    for (const name of named) {
      expect([name, system.tokens.getByName(`colors.${name}`)]).toEqual([name, expect.anything()]);
    }
  });

  it.each(['red.700', 'orange.700', 'green.700', 'gray.600'])(
    'the text colour %s meets WCAG AA (4.5:1) on white',
    (name) => {
      const hex = system.tokens.getByName(`colors.${name}`)?.value as string;
      expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

it("shows a toast's description fully opaque, so white on the error toast's red keeps its contrast", () => {
  expect(themeSlotRecipes.toast.base?.description).toMatchObject({ opacity: '1' });
});
