/** @jest-environment node */
import {
  allowedReturnOrigin,
  appReturnUrl,
  DEFAULT_RETURN_PATH,
  returnOriginFor,
  safeReturnPath,
} from './return-url.ts';

const APP = 'http://app.test:3000';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/wallet/accounts?tab=2#top', '/a%2F%2Fb', '/'])('keeps the app path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab the URL parser would drop', '/\t/evil.example'],
    ['a newline', '/ok\nSet-Cookie: x=1'],
    ['an empty string', ''],
    ['a non-string', 42],
  ])('refuses %s', (_, path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });
});

describe('appReturnUrl', () => {
  it('returns to the path on the app with the state nonce', () => {
    expect(appReturnUrl(APP, '/wallet/accounts?tab=2', 'nonce-1')).toBe(
      `${APP}/wallet/accounts?tab=2&state=nonce-1`,
    );
  });

  it('defaults to the dashboard and adds no state when there is none', () => {
    expect(appReturnUrl(APP, undefined)).toBe(`${APP}${DEFAULT_RETURN_PATH}`);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'never leaves the app for %s',
    (path) => {
      expect(appReturnUrl(APP, path, 's')).toBe(`${APP}${DEFAULT_RETURN_PATH}?state=s`);
    },
  );

  it('replaces a state the path already carries', () => {
    expect(appReturnUrl(APP, '/x?state=forged', 'real')).toBe(`${APP}/x?state=real`);
  });
});

describe('allowedReturnOrigin and returnOriginFor', () => {
  const DEV = 'http://wholesale.localhost:3000';
  const allowed = [APP, DEV];

  it.each([APP, DEV])('keep the allowed origin %s', (origin) => {
    expect(allowedReturnOrigin(origin, allowed)).toBe(origin);
    expect(returnOriginFor(origin, APP, allowed)).toBe(origin);
  });

  it.each([
    ['a foreign origin', 'https://evil.example'],
    ['an allowed origin with a path', `${DEV}/x`],
    ['an allowed origin with a trailing slash', `${DEV}/`],
    ['a look-alike host', `${DEV}.evil.example`],
    ['another port', 'http://wholesale.localhost:3001'],
    ['another scheme', 'https://wholesale.localhost:3000'],
    ['the opaque origin', 'null'],
    ['a script URL', 'javascript:alert(1)'],
    ['an empty string', ''],
    ['no value', undefined],
    ['several values', [DEV, DEV]],
  ])('refuse %s, falling back to the app origin', (_, origin) => {
    expect(allowedReturnOrigin(origin, allowed)).toBeUndefined();
    expect(returnOriginFor(origin, APP, allowed)).toBe(APP);
  });
});
