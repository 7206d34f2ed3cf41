/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { brandData, BrandDataSchema, parseBrandData } from './brand-data.ts';

const file = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, name), 'utf8')) as Record<string, unknown>;

describe('brand data', () => {
  it('covers the four kinds of organization codes', () => {
    const kinds = new Set(brandData.organizations.map((o) => o.kind));
    for (const kind of ['own', 'wholesale', 'state-specific', 'guaranteed-rate-lender'])
      expect(kinds).toContain(kind);
  });

  it('documents its format with a JSON Schema generated from the same rules', () => {
    const generated = toJsonSchema(BrandDataSchema, { errorMode: 'ignore' });
    // Out of date? Run `npm run gen:brand-schema`.
    expect(file('brand-data.schema.json')).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it.each([
    [{ ...file('brand-data.json'), brands: {} }, 'brands.own'],
    [
      { ...file('brand-data.json'), organizations: [{ orgCode: 'lower', kind: 'own', brand: 'own' }] },
      'organizations.0.orgCode: must be upper-case',
    ],
    [
      {
        ...file('brand-data.json'),
        organizations: [{ orgCode: 'NY', kind: 'state-specific', brand: 'own' }],
      },
      'a state-specific code needs a state',
    ],
    [
      {
        ...file('brand-data.json'),
        organizations: [
          { orgCode: 'A', kind: 'own', brand: 'own' },
          { orgCode: 'A', kind: 'own', brand: 'own' },
        ],
      },
      'organization codes must be unique',
    ],
  ])('refuses a bad file, saying what is wrong (%#)', (input, problem) => {
    expect(() => parseBrandData(input)).toThrow(problem);
  });
});
