import { validateOptions } from './options.ts';

const noop = () => undefined;

describe('validateOptions', () => {
  it.each<[string, unknown]>([
    ['the least', { label: 'apollo', screen: 'login' }],
    [
      'every option',
      {
        label: 'apollo-2',
        screen: 'login',
        wallet: true,
        nonce: 'N0nce_from-the-server',
        onSuccess: noop,
        onExit: noop,
        onEvent: noop,
      },
    ],
    ['a nonce of 16', { label: 'apollo', screen: 'login', nonce: 'a'.repeat(16) }],
    ['a nonce of 128', { label: 'apollo', screen: 'login', nonce: 'a'.repeat(128) }],
    ['the wallet screen', { label: 'Apollo9', screen: 'wallet', wallet: false }],
    ['the registration, with the wallet after it', { label: 'apollo', screen: 'register', wallet: true }],
    ['callbacks left undefined', { label: 'apollo', screen: 'login', onSuccess: undefined }],
  ])('takes %s', (_, value) => {
    expect(validateOptions(value)).toEqual({ ok: true, options: value });
  });

  it.each<[unknown, string]>([
    [undefined, 'pass an options object'],
    ['login', 'pass an options object'],
    [null, 'pass an options object'],
    [{ label: 'apollo' }, 'screen must be "login", "wallet" or "register", not nothing'],
    [{ label: 'apollo', screen: 'signup' }, 'screen must be "login", "wallet" or "register", not "signup"'],
    [{ label: 'apollo', screen: 1 }, 'screen must be "login", "wallet" or "register", not a number'],
    [{ screen: 'login' }, 'label must be the brand’s name (1 to 64 letters, digits or dashes), not nothing'],
    [{ label: '', screen: 'login' }, 'label must be'],
    [{ label: 'apollo bank', screen: 'login' }, 'not "apollo bank"'],
    [{ label: '../x', screen: 'login' }, 'label must be'],
    [{ label: 'a'.repeat(65), screen: 'login' }, 'label must be'],
    [{ label: 'apollo', screen: 'login', wallet: 'yes' }, 'wallet must be true or false, not "yes"'],
    [{ label: 'apollo', screen: 'login', onSuccess: 'done' }, 'onSuccess must be a function, not "done"'],
    [{ label: 'apollo', screen: 'login', onExit: {} }, 'onExit must be a function, not an object'],
    [{ label: 'apollo', screen: 'login', onEvent: null }, 'onEvent must be a function, not null'],
    [
      { label: 'apollo', screen: 'login', onsuccess: noop },
      'unknown option "onsuccess" (the options are label, screen, wallet, nonce, onSuccess, onExit, onEvent)',
    ],
    [
      { label: 'apollo', screen: 'login', nonce: 'a'.repeat(15) },
      'nonce must be your server’s nonce'.replace('’', "'"),
    ],
    [{ label: 'apollo', screen: 'login', nonce: 'a'.repeat(129) }, 'nonce must be'],
    [{ label: 'apollo', screen: 'login', nonce: `${'a'.repeat(20)}=` }, 'nonce must be'],
    [{ label: 'apollo', screen: 'login', nonce: 1234567890123456 }, 'nonce must be'],
    [{ label: 'apollo', screen: 'login', nonce: '' }, 'not ""'],
  ])('refuses %p: %s', (value, problem) => {
    const result = validateOptions(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(problem);
  });
});
