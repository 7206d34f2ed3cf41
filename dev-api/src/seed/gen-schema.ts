/** Regenerates seed.schema.json from the seed's valibot schema: `npm run gen:seed-schema`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { SeedSchema } from './seed-schema.ts';

const target = fileURLToPath(new URL('./seed.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(toJsonSchema(SeedSchema, { errorMode: 'ignore' }), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
