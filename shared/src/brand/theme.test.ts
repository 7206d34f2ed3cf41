import { brands, partnerLabels } from './brands.ts';
import { createBrandSystem, themeRecipes } from './theme.ts';
import * as kit from '../ui/chakra.ts';

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
