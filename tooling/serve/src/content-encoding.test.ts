import { chooseEncoding } from './content-encoding.ts';

describe('chooseEncoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    // Weights.
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0, gzip; q=0', null],
    ['BR, GZIP', 'br'],
    ['x-gzip', 'gzip'],
    // Any coding.
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
    // Nothing we send.
    ['identity', null],
    ['deflate, zstd', null],
    ['', null],
    [undefined, null],
    // Malformed weights leave that coding out.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=high, gzip', 'gzip'],
    ['br;q=-1', null],
    [',,, ;q=1, gzip', 'gzip'],
    // A field sent twice.
    [['gzip', 'br'], 'br'],
  ])('%j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('chooses only among what the server can send', () => {
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('gzip, br', [])).toBeNull();
  });
});
