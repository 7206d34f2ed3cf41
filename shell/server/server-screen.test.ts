import {
  BANNER_MESSAGE_SLOT,
  BANNERS_SLOT,
  FRAGMENT_FORMAT,
  QUERY_SLOT,
  SCREEN_SLOT,
  type ChromeTemplate,
  type Fragment,
} from '@lender/serve/fragments';
import {
  composeServerPage,
  queryChangesFirstScreen,
  STILL_LOADING_TEXT,
  type ServerPageParts,
} from './server-screen.ts';

describe('which queries change the first screen', () => {
  it.each([
    ['', null],
    ['?redirectUrl=%2Fdashboard&walletconnect=true&state=s1&loginUuid=l&identityUuid=i', null],
    ['?step=1&referrer=broker-site&origin=https%3A%2F%2Fp.example&channel=c&label=apollo&utm_source=x', null],
    ['?otp=true', 'otp=true'],
    ['?otp=false', null],
    ['?email=a%40b.example', 'email'],
    ['?flow=new-user', 'flow'],
    ['?referrer=heloc-partner', 'referrer=heloc-partner'],
    ['?step=2', 'step=2'],
  ])('%s: %s', (search, changed) => {
    expect(queryChangesFirstScreen(search)).toBe(changed);
  });
});

const chrome: ChromeTemplate = {
  brand: 'own',
  audience: 'customer',
  html:
    '<header><img src="https://server-slot.invalid/logos/own.svg" alt="logo"/></header>' +
    `${BANNERS_SLOT}<main id="main">${SCREEN_SLOT}</main><footer><p>© <!-- -->9999<!-- --> <!-- -->Keystone</p></footer>`,
  banners: {
    open: '<section aria-label="Announcements"><ul>',
    close: '</ul></section>',
    info: `<li data-variant="info">${BANNER_MESSAGE_SLOT}</li>`,
    warn: `<li data-variant="warn"><span>Important: </span>${BANNER_MESSAGE_SLOT}</li>`,
  },
  styles: [
    { key: 'css-global', names: ['g1'], css: 'html{margin:0}' },
    { key: 'css', names: ['c1'], css: '.css-c1{}' },
  ],
};
const fragment: Fragment = {
  format: FRAGMENT_FORMAT,
  route: '/auth/login',
  brand: 'own',
  audience: 'customer',
  html:
    '<form noValidate=""><input type="email" class="css-i" name="email" value=""/>' +
    `<input type="password" name="password" value=""/></form><a href="/auth/register${QUERY_SLOT}">Register here</a>`,
  styles: [
    { key: 'css-global', names: ['g1'], css: 'html{margin:0}' },
    { key: 'css', names: ['s1', 's2'], css: '.css-s1{}.css-s2{}' },
  ],
  fields: [],
};
const page =
  '<html><head><title>Sign in</title><script defer src=/main.js?abc></script><link rel=preload as=script href=/1.js><link rel=preload as=script href=/2.js data-banners></head><body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';
const parts: ServerPageParts = {
  chrome,
  fragment,
  nonce: 'n0nce',
  logoBase: 'https://cdn.lender.example/logos/',
  year: 2026,
  search: '',
  action: '/auth/login',
};

it('puts the chrome and the screen before the hidden root, and the rules in the head with the nonce, a global once', () => {
  const { html, inlineScripts } = composeServerPage(page, parts, []);
  expect(html).toContain(
    '<style nonce="n0nce" data-emotion="css-global g1">html{margin:0}</style>' +
      '<style nonce="n0nce" data-emotion="css c1">.css-c1{}</style>' +
      '<style nonce="n0nce" data-emotion="css s1 s2">.css-s1{}.css-s2{}</style>' +
      '<script id="server-banners" type="application/json">[]</script></head>',
  );
  expect(html).toContain('<img src="https://cdn.lender.example/logos/own.svg"');
  // The banners are in the page: what only their load needs is not preloaded.
  expect(html).not.toContain('/2.js');
  expect(html).toContain('© <!-- -->2026<!-- -->');
  expect(html).toContain('<main id="main"><form method="post" action="/auth/login" noValidate="">');
  // The one sentence for JavaScript off, under the form.
  expect(html).toContain('value=""/><noscript><p>Needs JavaScript.</p></noscript></form>');
  expect(html.match(/<noscript>/g)).toHaveLength(1);
  expect(html).toContain('<a href="/auth/register">Register here</a></main>');
  expect(html).toContain('<body><div id="server-screen"><header>');
  expect(html).toContain('<title>Sign in</title>');
  // The one inline script, for the page's policy to allow by its hash.
  expect(inlineScripts).toHaveLength(1);
  expect(html).toContain(`<script>${inlineScripts[0]}</script></body>`);
  expect(html).toMatch(/<\/footer><\/div><div id="root" hidden><\/div><script>[^<]+<\/script><\/body>/);
});

it('takes the start-up scripts and their preloads out of the HTML, for the starter script to start later', () => {
  const { html } = composeServerPage(page, parts, []);
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toMatch(/<link[^>]*\bpreload\b/);
  const starter = /<script>([^<]+)<\/script><\/body>/.exec(html)?.[1];
  expect(starter).toContain('scripts=["/main.js?abc"],preloads=["/1.js"]');
});

it("leaves the screen's scripts to the start-up when it waits for the first action", () => {
  const screenScripts = ['https://static.lender.example/login/v1/remoteEntry.js'];
  const { html } = composeServerPage(page, { ...parts, screenScripts }, []);
  expect(html).not.toContain('remoteEntry.js');
  expect(html).toContain('preloads=["/1.js"]');
});

it("started at once, keeps the start-up's preloads in the head and prefetches the screen's scripts there, escaped", () => {
  const screenScripts = ['https://static.lender.example/login/v1/remoteEntry.js', 'https://x.example/a"b.js'];
  const { html } = composeServerPage(page, { ...parts, atOnce: true, screenScripts }, []);
  expect(html).toContain('<link rel=preload as=script href=/1.js>');
  expect(html).toContain(
    '<link rel="prefetch" href="https://static.lender.example/login/v1/remoteEntry.js">' +
      '<link rel="prefetch" href="https://x.example/a&quot;b.js"></head>',
  );
  expect(html).toContain('scripts=["/main.js?abc"],preloads=[]');
});

it('gives the page the title the live page gives it, escaped', () => {
  const { html } = composeServerPage(page, { ...parts, title: 'Log in | A&B Lending' }, []);
  expect(html).toContain('<title>Log in | A&amp;B Lending</title>');
});

it("gives the links that keep the query the page's query, escaped", () => {
  const { html } = composeServerPage(page, { ...parts, search: '?redirectUrl=%2Fx&a="><b>' }, []);
  expect(html).toContain('<a href="/auth/register?redirectUrl=%2Fx&amp;a=&quot;&gt;&lt;b&gt;">');
});

it('after a post before the scripts, keeps the email, never the password, and says why', () => {
  const { html } = composeServerPage(
    page,
    { ...parts, notice: { text: STILL_LOADING_TEXT, email: 'ana"@b.example' } },
    [],
  );
  expect(html).toContain('name="email" value="ana&quot;@b.example"');
  expect(html).toContain('name="password" value=""');
  expect(html).toContain(
    `<p role="alert" data-server-notice="">${STILL_LOADING_TEXT}</p><noscript><p>Needs JavaScript.</p></noscript></form>`,
  );
});

it('shows the banners it found, each message escaped, and inlines the list whole so that no value can close the script', () => {
  const banners = [
    { uuid: 'b1', variant: 'info', message: 'Maintenance $& tonight' },
    { uuid: 'b2', variant: 'warn', message: '</script><script>alert(1)</script>' },
  ] as const;
  const { html } = composeServerPage(page, parts, banners);
  expect(html).toContain(
    '</header><section aria-label="Announcements"><ul><li data-variant="info">Maintenance $&amp; tonight</li>' +
      '<li data-variant="warn"><span>Important: </span>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</li></ul></section><main',
  );
  expect(html).toContain(
    '[{"uuid":"b1","variant":"info","message":"Maintenance $& tonight"},{"uuid":"b2","variant":"warn","message":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]',
  );
  expect(composeServerPage(page, parts, []).html).toContain('</header><main id="main">');
});
