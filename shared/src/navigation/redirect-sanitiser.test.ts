import { MAX_REDIRECT_LENGTH, resolveSafeRedirect, sanitizeRedirect } from './redirect-sanitiser.ts';

const ORIGIN = 'https://lender.example';
const D = '/dashboard';

describe('sanitizeRedirect: accepted same-origin paths', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/', '/'],
    ['/auth/wallet/create-wallet?flow=wallet', '/auth/wallet/create-wallet?flow=wallet'],
    ['/auth/register?email=pat@example.com#top', '/auth/register?email=pat@example.com#top'],
    ['/auth/register?email=pat%40example.com', '/auth/register?email=pat%40example.com'],
    ['/search?next=%2F%2Fexample', '/search?next=%2F%2Fexample'],
    ['/a/./b/../c', '/a/c'],
    ['/a b', '/a%20b'],
    ['/../../dashboard', '/dashboard'],
    ['/offer?discount=50%25', '/offer?discount=50%25'],
    ['/%2e%2e/dashboard', '/dashboard'],
  ])('%j goes to %j', (target, expected) => {
    expect(sanitizeRedirect(target, ORIGIN)).toBe(expected);
  });
});

describe('sanitizeRedirect: known open-redirect bypasses go to /dashboard', () => {
  it.each([
    // not a string, empty, not a path
    [undefined],
    [null],
    [42],
    [['/dashboard']],
    [{ toString: () => '/dashboard' }],
    [''],
    ['dashboard'],
    [' /dashboard'],
    ['?x=/dashboard'],
    ['#/dashboard'],
    // absolute URLs, other origins and our own
    ['https://evil.example'],
    ['https://evil.example/dashboard'],
    ['http://lender.example/dashboard'],
    ['https://lender.example/dashboard'],
    ['https://lender.example.evil.example/'],
    ['https://lender.example@evil.example/'],
    ['HTTPS://evil.example'],
    ['ftp://evil.example'],
    // protocol-relative and slash tricks
    ['//evil.example'],
    ['///evil.example'],
    ['////evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\\/evil.example'],
    ['/path\\..\\..\\evil'],
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/a/..//evil.example'],
    // encoded slashes and backslashes
    ['%2F%2Fevil.example'],
    ['/%2Fevil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%255Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['%5C%5Cevil.example'],
    // control characters, raw and encoded
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\0/evil.example'],
    ['/\x0b/evil.example'],
    ['/\x7f/evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%0d/evil.example'],
    ['/%00/evil.example'],
    ['/%7F'],
    ['/dashboard\r\nSet-Cookie: a=b'],
    // look-alike and other non-ASCII characters
    ['/\uFF0Fevil.example'],
    ['/\u2215evil.example'],
    ['/\u2044evil.example'],
    ['/\u29F8evil.example'],
    ['\uFF0F\uFF0Fevil.example'],
    ['/%EF%BC%8Fevil.example'],
    ['/\u3002evil.example'],
    ['/\u0085'],
    ['/\u200Bdashboard'],
    ['/dashboard\uFEFF'],
    ['/\uD800'],
    // script and data schemes, any case, with whitespace
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['javascript%3Aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['\x01javascript:alert(1)'],
    // user-info tricks
    ['/@evil.example'],
    ['/%40evil.example'],
    ['//user@evil.example'],
    ['//lender.example@evil.example'],
    ['/x:y@evil.example'],
    // malformed encodings and oversized values
    ['/%E0%A4%A'],
    ['/%'],
    [`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
  ])('%j', (target) => {
    expect(sanitizeRedirect(target, ORIGIN)).toBe(D);
    expect(resolveSafeRedirect(target, ORIGIN)).toBeNull();
  });
});

describe('sanitizeRedirect: the origin', () => {
  it.each([
    ['https://lender.example/some/page?x=1', '/auth/login', '/auth/login'],
    ['http://127.0.0.1:3000', '/auth/login', '/auth/login'],
    ['not a url', '/auth/login', D],
    ['null', '/auth/login', D],
    ['file:///tmp/index.html', '/auth/login', D],
  ])('with origin %j, %j goes to %j', (origin, target, expected) => {
    expect(sanitizeRedirect(target, origin)).toBe(expected);
  });

  it('accepts a target right at the length limit', () => {
    const target = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(sanitizeRedirect(target, ORIGIN)).toBe(target);
    expect(MAX_REDIRECT_LENGTH).toBe(2048);
  });
});
