import { labelOf, LABEL_REFUSED, shellOriginOf, startRefusalOf } from './settings.ts';

describe('shellOriginOf', () => {
  it.each([
    ['nothing set: the local shell', {}, 'http://127.0.0.1:3000'],
    ['the shell moved', { SHELL_PORT: '3200' }, 'http://127.0.0.1:3200'],
    ['another HOST', { HOST: 'localhost' }, 'http://localhost:3000'],
    ['SHELL_ORIGIN', { SHELL_ORIGIN: 'https://signin.lender.example' }, 'https://signin.lender.example'],
    [
      "SHELL_ORIGIN's first of several",
      { SHELL_ORIGIN: ' https://a.lender.example , https://b.lender.example' },
      'https://a.lender.example',
    ],
    ['a trailing slash', { SHELL_ORIGIN: 'https://signin.lender.example/' }, 'https://signin.lender.example'],
    ['SHELL_ORIGIN empty: the local shell', { SHELL_ORIGIN: '' }, 'http://127.0.0.1:3000'],
  ])('%s', (_what, env, origin) => {
    expect(shellOriginOf(env)).toBe(origin);
  });

  it.each(['signin.lender.example', 'https://signin.lender.example/auth', 'ftp://lender.example'])(
    'refuses SHELL_ORIGIN=%s, naming it',
    (value) => {
      expect(() => shellOriginOf({ SHELL_ORIGIN: value })).toThrow(
        `SHELL_ORIGIN: "${value}" is not an origin (like https://signin.lender.example)`,
      );
    },
  );
});

describe('labelOf', () => {
  it.each([
    ['', { label: 'apollo' }],
    ['?label=hamilton', { label: 'hamilton' }],
    ['?label=nope-42', { label: 'nope-42' }],
    ['?other=1', { label: 'apollo' }],
    ['?label=', { refused: LABEL_REFUSED }],
    ['?label=%3Cscript%3E', { refused: LABEL_REFUSED }],
    [`?label=${'a'.repeat(33)}`, { refused: LABEL_REFUSED }],
  ])('%s → %j', (search, choice) => {
    expect(labelOf(new URLSearchParams(search))).toEqual(choice);
  });
});

describe('startRefusalOf', () => {
  it.each([
    [{}, null],
    [{ APP_ENV: 'test' }, null],
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    [{ APP_ENV: 'production' }, 'APP_ENV=production'],
  ])('%j → %s', (env, reason) => {
    const refusal = startRefusalOf(env);
    if (reason === null) expect(refusal).toBeNull();
    else expect(refusal).toContain(reason);
  });
});
