import {
  FRAGMENT_FORMAT,
  fragmentFields,
  fragmentFileName,
  fragmentProblems,
  parseFragment,
  parseFragmentIndex,
  parseServerChrome,
  SCREEN_SLOT,
  BANNERS_SLOT,
  BANNER_MESSAGE_SLOT,
  bannerTemplates,
  splitEmotionStyles,
  type Fragment,
} from './fragments.ts';

const fragment = (html: string, css = '.css-a{color:red}'): Fragment => ({
  format: FRAGMENT_FORMAT,
  route: '/auth/login',
  brand: 'own',
  audience: 'customer',
  html,
  styles: [{ key: 'css', names: ['a'], css }],
  fields: [],
});

describe('splitEmotionStyles', () => {
  it('takes every style element out of the markup, globals one each and class rules in one', () => {
    const rendered =
      '<style data-emotion="css-global g1">html{margin:0}</style><div class="css-a">' +
      '<style data-emotion="css a">.css-a{color:red}</style><p class="css-b">x</p>' +
      '<style data-emotion="css b c">.css-b{}.css-c{}</style></div>';
    expect(splitEmotionStyles(rendered)).toEqual({
      html: '<div class="css-a"><p class="css-b">x</p></div>',
      styles: [
        { key: 'css-global', names: ['g1'], css: 'html{margin:0}' },
        { key: 'css', names: ['a', 'b', 'c'], css: '.css-a{color:red}.css-b{}.css-c{}' },
      ],
    });
  });
});

it('lists the form controls in document order, with their names and types', () => {
  const html =
    '<form><input name="email" type="email"/><input type="password" name="password"/>' +
    '<label><input type="checkbox"/>Passcode</label><input/><select name="s"></select></form>';
  expect(fragmentFields(html)).toEqual([
    { name: 'email', type: 'email' },
    { name: 'password', type: 'password' },
    { name: '', type: 'checkbox' },
    { name: '', type: 'text' },
    { name: 's', type: 'select' },
  ]);
});

it.each([
  ['<div><script>alert(1)</script></div>', 'a <script> element'],
  ['<img src="x" onerror="alert(1)">', 'an inline event handler (onerror=)'],
  ['<a href="javascript:alert(1)">x</a>', 'a javascript: address'],
  ['<div style="color:red">x</div>', 'a style attribute'],
  ['<div><style>p{}</style></div>', 'a <style> element left in the markup'],
])('refuses %s', (html, problem) => {
  expect(fragmentProblems(fragment(html))).toEqual([problem]);
});

it('refuses CSS that could close its element, and passes fit markup', () => {
  expect(fragmentProblems(fragment('<p>x</p>', 'a{}</style><script>'))).toEqual([
    'CSS that could close its element (css)',
  ]);
  expect(fragmentProblems(fragment('<form><button type="submit">Log in</button></form>'))).toEqual([]);
});

it('names a fragment file flat, by route, brand and audience', () => {
  expect(fragmentFileName('/account/heloc/heloc-signer/login', 'apollo', 'agent')).toBe(
    'fragment.account-heloc-heloc-signer-login.apollo.agent.json',
  );
});

describe('reading what a version folder holds', () => {
  const index = {
    format: FRAGMENT_FORMAT,
    buildVersion: '65cf09a80583',
    fragments: [
      {
        route: '/auth/login',
        brand: 'own',
        audience: 'customer',
        file: 'fragment.auth-login.own.customer.json',
      },
    ],
  };

  it('reads an index, and refuses one of another format, version or file name', () => {
    expect(parseFragmentIndex(index)).toEqual(index);
    expect(parseFragmentIndex({ ...index, format: 2 })).toBeNull();
    expect(parseFragmentIndex({ ...index, buildVersion: '../x' })).toBeNull();
    expect(
      parseFragmentIndex({ ...index, fragments: [{ ...index.fragments[0], file: '../etc/passwd' }] }),
    ).toBeNull();
    expect(
      parseFragmentIndex({ ...index, fragments: [{ ...index.fragments[0], audience: 'admin' }] }),
    ).toBeNull();
    expect(parseFragmentIndex('nonsense')).toBeNull();
  });

  it('reads a fragment, and refuses a malformed or unfit one', () => {
    const fit = fragment('<form><input name="email" type="email"/></form>');
    expect(parseFragment(fit)).toEqual(fit);
    expect(parseFragment({ ...fit, html: '<p onclick="x()">x</p>' })).toBeNull();
    expect(parseFragment({ ...fit, styles: [{ key: 'other', names: [], css: '' }] })).toBeNull();
    expect(parseFragment({ ...fit, styles: [{ key: 'css', names: ['a b'], css: '' }] })).toBeNull();
    expect(parseFragment({ ...fit, fields: [{ name: 1 }] })).toBeNull();
    expect(parseFragment(null)).toBeNull();
  });
});

describe("the shell's chrome", () => {
  const template = {
    brand: 'own',
    audience: 'customer',
    html: `<header></header>${BANNERS_SLOT}<main id="main">${SCREEN_SLOT}</main><footer>© 9999</footer>`,
    banners: {
      open: '<section aria-label="Announcements"><ul>',
      close: '</ul></section>',
      info: `<li data-variant="info">${BANNER_MESSAGE_SLOT}</li>`,
      warn: `<li data-variant="warn">${BANNER_MESSAGE_SLOT}</li>`,
    },
    styles: [{ key: 'css', names: ['a'], css: '.css-a{}' }],
  };

  it('splits the banners of a chrome rendered with one of each kind from the page', () => {
    const rendered =
      '<header></header><section aria-label="Announcements" class="s"><div><ul>' +
      `<li data-variant="info" class="i">${BANNER_MESSAGE_SLOT}</li>` +
      `<li data-variant="warn" class="w"><span>Important: </span>${BANNER_MESSAGE_SLOT}</li>` +
      '</ul></div></section><main></main>';
    expect(bannerTemplates(rendered)).toEqual({
      html: `<header></header>${BANNERS_SLOT}<main></main>`,
      banners: {
        open: '<section aria-label="Announcements" class="s"><div><ul>',
        close: '</ul></div></section>',
        info: `<li data-variant="info" class="i">${BANNER_MESSAGE_SLOT}</li>`,
        warn: `<li data-variant="warn" class="w"><span>Important: </span>${BANNER_MESSAGE_SLOT}</li>`,
      },
    });
    expect(() => bannerTemplates('<header></header><main></main>')).toThrow(
      'the chrome has no announcements section with one info and one warn banner',
    );
  });

  it('reads templates with exactly one screen slot, and refuses others or unfit ones', () => {
    expect(parseServerChrome({ format: FRAGMENT_FORMAT, templates: [template] })?.templates).toEqual([
      template,
    ]);
    expect(
      parseServerChrome({ format: FRAGMENT_FORMAT, templates: [{ ...template, html: '<main></main>' }] }),
    ).toBeNull();
    expect(
      parseServerChrome({
        format: FRAGMENT_FORMAT,
        templates: [{ ...template, html: SCREEN_SLOT + SCREEN_SLOT }],
      }),
    ).toBeNull();
    expect(
      parseServerChrome({
        format: FRAGMENT_FORMAT,
        templates: [{ ...template, html: `<a href="javascript:x()">x</a>${SCREEN_SLOT}` }],
      }),
    ).toBeNull();
    expect(parseServerChrome({ format: 0, templates: [] })).toBeNull();
  });

  it("reads a partner frame's templates (none in a chrome written before them), and refuses unfit ones", () => {
    const embed = {
      brand: 'apollo',
      html: `<button type="button">Close ✕</button><main id="main">${SCREEN_SLOT}</main>`,
      styles: [{ key: 'css', names: ['f'], css: '.css-f{}' }],
    };
    expect(parseServerChrome({ format: FRAGMENT_FORMAT, templates: [template] })?.embeds).toEqual([]);
    expect(parseServerChrome({ format: FRAGMENT_FORMAT, templates: [], embeds: [embed] })?.embeds).toEqual([
      embed,
    ]);
    for (const unfit of [
      { ...embed, html: '<main></main>' },
      { ...embed, html: `<button style="color:red">Close</button>${SCREEN_SLOT}` },
      { ...embed, brand: '../apollo' },
      { ...embed, styles: [{ key: 'other', names: [], css: '' }] },
    ])
      expect(parseServerChrome({ format: FRAGMENT_FORMAT, templates: [], embeds: [unfit] })).toBeNull();
    expect(parseServerChrome({ format: FRAGMENT_FORMAT, templates: [], embeds: 'apollo' })).toBeNull();
  });
});
