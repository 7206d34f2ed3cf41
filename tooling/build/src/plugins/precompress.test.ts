import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import {
  BROTLI_QUALITY,
  BROTLI_QUALITY_LARGE,
  compressedCopies,
  compressedCopiesSync,
  LARGE_FILE_BYTES,
  precompressible,
} from './precompress.ts';

describe('precompressible', () => {
  it.each([
    ['main.js', 300, true],
    ['123.abcd1234.js', 256, true],
    ['mf-manifest.json', 4000, true],
    ['123.js.LICENSE.txt', 900, true],
    ['tokens.css', 900, true],
    ['logo.svg', 900, true],
    ['embed/v1.mjs', 900, true],
    ['main.js', 255, false],
    ['index.html', 9000, false],
    ['123.abcd1234.js.map', 9000, false],
    ['logo.png', 9000, false],
    ['main.js.gz', 9000, false],
    ['main.js.br', 9000, false],
  ])('%s of %d bytes: %s', (file, bytes, expected) => {
    expect(precompressible(file, bytes)).toBe(expected);
  });
});

describe('compressedCopies', () => {
  const text = Buffer.from('export const greeting = "Log in to your account";\n'.repeat(200));

  it('gives a gzip and a brotli copy that decode to the file', async () => {
    const { gz, br } = await compressedCopies(text);
    expect(gunzipSync(gz!).equals(text)).toBe(true);
    expect(brotliDecompressSync(br!).equals(text)).toBe(true);
    expect(br!.length).toBeLessThan(gz!.length);
  });

  it('gives the same bytes each time (a version folder is byte-identical)', async () => {
    const [first, second] = [await compressedCopies(text), await compressedCopies(text)];
    expect(first.gz!.equals(second.gz!)).toBe(true);
    expect(first.br!.equals(second.br!)).toBe(true);
  });

  it('gives the same copies at once (compressedCopiesSync) as in the background', async () => {
    const sync = compressedCopiesSync(text);
    const background = await compressedCopies(text);
    expect(sync.gz!.equals(background.gz!)).toBe(true);
    expect(sync.br!.equals(background.br!)).toBe(true);
  });

  it('keeps no copy that is not smaller than the file', async () => {
    const random = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7919 + 13) % 251));
    const copies = await compressedCopies(random);
    for (const copy of Object.values(copies) as Buffer[]) expect(copy.length).toBeLessThan(random.length);
    expect(Object.keys(await compressedCopies(Buffer.from('x'.repeat(1))))).toEqual([]);
  });

  it('compresses a file over the large limit at quality 9, one at the limit at 11', async () => {
    const at = (quality: number, content: Buffer) =>
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
    const padding = (bytes: number) => Buffer.from('abcdefghij'.repeat(bytes / 10 + 1)).subarray(0, bytes);
    const large = padding(LARGE_FILE_BYTES + 1);
    expect((await compressedCopies(large)).br!.equals(at(BROTLI_QUALITY_LARGE, large))).toBe(true);
    const limit = padding(LARGE_FILE_BYTES);
    expect((await compressedCopies(limit)).br!.equals(at(BROTLI_QUALITY, limit))).toBe(true);
  });
});
