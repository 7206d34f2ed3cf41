/**
 * Every GET endpoint is a query or a one-shot read (./reads.json, which the lint config reads:
 * docs/architecture.md, "Server state"). A new GET endpoint fails here until it is classified,
 * and the docs' table lists each one as its kind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { queryKeys } from '../../query/keys.ts';
import { endpoints } from './index.ts';

interface Reads {
  queries: { key: string; endpoints: string[]; names: string[]; readers: string[]; why: string }[];
  oneShot: Record<string, string>;
}

const root = resolve(__dirname, '../../../..');
const reads = JSON.parse(readFileSync(join(__dirname, 'reads.json'), 'utf8')) as Reads;
const gets = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET')
  .map((endpoint) => endpoint.operationId)
  .sort();
const queried = reads.queries.flatMap((query) => query.endpoints);
const oneShot = Object.keys(reads.oneShot);

it('classifies every GET endpoint, each once: a query or a one-shot read', () => {
  expect([...queried, ...oneShot].sort()).toEqual(gets);
});

it.each(reads.queries.map((query) => [query.key, query] as const))(
  'the %s query: a key factory, readers that exist, its endpoints among the names lint guards',
  (key, query) => {
    expect(queryKeys).toHaveProperty(key);
    for (const reader of query.readers) expect(existsSync(join(root, reader))).toBe(true);
    for (const id of query.endpoints) expect(query.names).toContain(id);
    expect(query.why).not.toBe('');
  },
);

it.each(oneShot)('the one-shot read %s says why it is not cached', (id) => {
  expect(reads.oneShot[id]).toMatch(/^(mints|checks) /);
});

describe("docs/architecture.md's table of reads", () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const rowOf = (id: string) => doc.split('\n').find((line) => line.startsWith(`| \`${id}\``));

  it.each(queried)('%s: a query', (id) => {
    expect(rowOf(id)).toMatch(/\| query /);
  });
  it.each(oneShot)('%s: one-shot', (id) => {
    expect(rowOf(id)).toMatch(/\| one-shot /);
  });
});
