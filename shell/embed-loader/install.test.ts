import { install, shellOriginOf, type EmbedWindow, type LenderEmbed } from './install.ts';

const win = window as EmbedWindow;

const scriptAt = (src: string) => Object.assign(document.createElement('script'), { src });

afterEach(() => delete win.LenderEmbed);

describe('shellOriginOf', () => {
  it.each<[string, Element | null, string | null]>([
    [
      'a script from the shell',
      scriptAt('https://sign-in.lender.example/embed/v1.js'),
      'https://sign-in.lender.example',
    ],
    ['a script from a port', scriptAt('http://127.0.0.1:3000/embed/v1.js'), 'http://127.0.0.1:3000'],
    ['an inline script', document.createElement('script'), null],
    ['no current script (a module)', null, null],
    ['not a script', document.createElement('div'), null],
  ])('%s', (_, script, origin) => {
    expect(shellOriginOf(script)).toBe(origin);
  });
});

describe('install', () => {
  it('defines LenderEmbed, version 1, and nothing else', () => {
    const before = new Set(Object.keys(window));
    install(win, scriptAt('https://sign-in.lender.example/embed/v1.js'));
    expect(win.LenderEmbed?.version).toBe(1);
    expect(typeof win.LenderEmbed?.open).toBe('function');
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(['LenderEmbed']);
  });

  it.each<[string, number, boolean]>([
    ['a newer loader', 2, false],
    ['this version, included twice', 1, false],
    ['an older one', 0, true],
  ])('%s already there: replaced %p', (_, version, replaced) => {
    const existing: LenderEmbed = { version, open: jest.fn() };
    win.LenderEmbed = existing;
    install(win, scriptAt('https://sign-in.lender.example/embed/v1.js'));
    expect(win.LenderEmbed !== existing).toBe(replaced);
  });
});
