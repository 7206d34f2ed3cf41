/** @jest-environment node */
import { contentHashOf } from '@lender/serve/cache-control';
import { withContentQueries } from './content-query.ts';

const HASH = '59e8daa41d5c56505de2';
const files: Record<string, Buffer> = { 'main.js': Buffer.from('console.log(1)') };
const bytesOf = (file: string) => files[file];

describe("the page's script queries", () => {
  it("puts the hash of the script's bytes in place of the compilation's", () => {
    const html = `<script defer src=/main.js?${HASH}></script>`;
    expect(withContentQueries(html, HASH, bytesOf)).toBe(
      `<script defer src=/main.js?${contentHashOf(files['main.js']!)}></script>`,
    );
    expect(contentHashOf('console.log(1)')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('gives other bytes another query, and the same bytes the same one', () => {
    const html = `<script src="main.js?${HASH}"></script>`;
    const other = withContentQueries(html, HASH, () => Buffer.from('console.log(2)'));
    expect(other).not.toBe(withContentQueries(html, HASH, bytesOf));
    expect(withContentQueries(html, 'another0compilation1', bytesOf)).toBe(html);
    expect(withContentQueries(html, HASH, bytesOf)).toBe(withContentQueries(html, HASH, bytesOf));
  });

  it('leaves a file it does not have, and other queries, as they are', () => {
    const html = `<script src=/missing.js?${HASH}></script><link href=/main.js?v=1>`;
    expect(withContentQueries(html, HASH, bytesOf)).toBe(html);
  });
});
