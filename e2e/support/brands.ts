/**
 * The brands one build serves: the lender's own and the four partner labels, with
 * what each shows (`docs/brands.md`). The values are the brand data's, written out
 * here so a change to the data is a visible change to the tests.
 */
export interface Brand {
  id: 'own' | 'apollo' | 'hamilton' | 'outpost' | 'novawulf';
  /** The `label` query that picks it; the own brand has none. */
  label: string | null;
  name: string;
  /** The page title's brand part: "{page} | {title}". */
  title: string;
  tagline: string;
  /** The primary colour, as the brand data writes it. */
  colour: string;
}

export const brands: readonly Brand[] = [
  {
    id: 'own',
    label: null,
    name: 'Keystone Home Lending',
    title: 'Keystone Home Lending',
    tagline: 'Home loans and home-equity lines of credit',
    colour: '#1d4f91',
  },
  {
    id: 'apollo',
    label: 'apollo',
    name: 'Apollo',
    title: 'Apollo Home Equity',
    tagline: 'Home equity with Apollo',
    colour: '#8a2b0e',
  },
  {
    id: 'hamilton',
    label: 'hamilton',
    name: 'Hamilton',
    title: 'Hamilton Lending',
    tagline: 'Lending with Hamilton',
    colour: '#0b5e4a',
  },
  {
    id: 'outpost',
    label: 'outpost',
    name: 'Outpost',
    title: 'Outpost Home Equity',
    tagline: 'Home equity with Outpost',
    colour: '#4a2a84',
  },
  {
    id: 'novawulf',
    label: 'novawulf',
    name: 'NovaWulf',
    title: 'NovaWulf Lending',
    tagline: 'Lending with NovaWulf',
    colour: '#1f3a5f',
  },
];

/** A brand by id; throws on a typo rather than testing `undefined`. */
export function brand(id: Brand['id']): Brand {
  const found = brands.find((b) => b.id === id);
  if (!found) throw new Error(`no brand ${id}`);
  return found;
}

/** The partner labels, in the table's order. */
export const partnerLabels = brands.flatMap((b) => (b.label ? [b.label] : []));

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
