import { pageExit } from './leave-page.ts';

describe('pageExit', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative-but-fine'.slice(1)])(
    'refuses to leave for %s',
    (url) => {
      expect(() => pageExit.assign(url)).toThrow('Refusing to leave');
    },
  );

  it.each(['//evil.example/login', '/\\evil.example', 'https://evil.example/login', 'login', ''])(
    'reloads only a path of this origin, not %p',
    (path) => {
      expect(() => pageExit.reload(path)).toThrow('Refusing to load');
    },
  );
});
