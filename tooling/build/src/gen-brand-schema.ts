/** Regenerates shared/src/brand/brand-data.schema.json from its valibot schema: `npm run gen:brand-schema`. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandDataSchema } from '@lender/shared/brand-data';
import { toJsonSchema } from '@valibot/to-json-schema';
import { repoRoot } from '@lender/serve/workspace';

const target = join(repoRoot, 'shared', 'src', 'brand', 'brand-data.schema.json');
writeFileSync(target, `${JSON.stringify(toJsonSchema(BrandDataSchema, { errorMode: 'ignore' }), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
