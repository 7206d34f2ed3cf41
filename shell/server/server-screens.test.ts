/**
 * @jest-environment node
 *
 * Which pages the shell's server makes with their first screen (./server-screens.ts), from a
 * static host in memory: the site's login, and a partner's frame only for a partner the server
 * vouched for and one of that partner's labels.
 */
import type { RuntimeConfig } from '@lender/shared/contracts';
import {
  BANNER_MESSAGE_SLOT,
  BANNERS_SLOT,
  FRAGMENT_FORMAT,
  SCREEN_SLOT,
  type Fragment,
  type ServerChrome,
} from '@lender/serve/fragments';
import { createServerScreens, type ServerPageRequest } from './server-screens.ts';

const base = 'https://static.lender.example/remote-login/v1/';
const apiBase = 'https://api.lender.example';
const loginOf = (brand: string): Fragment => ({
  format: FRAGMENT_FORMAT,
  route: '/auth/login',
  brand,
  audience: 'customer',
  html: `<form noValidate=""><h1>Log in to ${brand}</h1><input type="email" name="email" value=""/></form>`,
  styles: [{ key: 'css', names: ['l1'], css: '.css-l1{}' }],
  fields: [{ name: 'email', type: 'email' }],
});
const brands = ['own', 'apollo'];
const documents: Record<string, unknown> = {
  [`${base}mf-manifest.json`]: {
    metaData: {
      buildInfo: { buildVersion: 'v1' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
    },
    exposes: [{ name: 'LoginScreen', assets: { js: { sync: ['expose_Login.1a2b3c4d.js'], async: [] } } }],
  },
  [`${base}fragments.json`]: {
    format: FRAGMENT_FORMAT,
    buildVersion: 'v1',
    fragments: brands.map((brand) => ({
      route: '/auth/login',
      brand,
      audience: 'customer',
      file: `fragment.login.${brand}.json`,
    })),
  },
  ...Object.fromEntries(brands.map((brand) => [`${base}fragment.login.${brand}.json`, loginOf(brand)])),
  [`${apiBase}/public-bucket/banners/production.json`]: [],
};
const fetchFromHost: typeof fetch = async (input: string | URL | Request) => {
  const url = input instanceof Request ? input.url : input.toString();
  return url in documents
    ? new Response(JSON.stringify(documents[url]))
    : new Response('not found', { status: 404 });
};

const chrome: ServerChrome = {
  format: FRAGMENT_FORMAT,
  templates: brands.map((brand) => ({
    brand,
    audience: 'customer' as const,
    html: `<header>${brand}</header>${BANNERS_SLOT}<main id="main">${SCREEN_SLOT}</main><footer></footer>`,
    banners: {
      open: '<section aria-label="Announcements"><ul>',
      close: '</ul></section>',
      info: `<li data-variant="info">${BANNER_MESSAGE_SLOT}</li>`,
      warn: `<li data-variant="warn">${BANNER_MESSAGE_SLOT}</li>`,
    },
    styles: [],
  })),
  embeds: brands.map((brand) => ({
    brand,
    html: `<button type="button" aria-label="Close sign-in">Close ✕</button><main id="main" data-frame="${brand}">${SCREEN_SLOT}</main>`,
    styles: [{ key: 'css', names: ['f1'], css: '.css-f1{}' }],
  })),
};

const config = {
  apiBase,
  audience: 'customer',
  remotes: { remote_login: `${base}mf-manifest.json` },
} as unknown as RuntimeConfig;
const html =
  '<html><head><title>Sign in</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const partner = { origin: 'https://partner.example', labels: ['apollo'] };
const embedQuery = (label: string) =>
  `?origin=${encodeURIComponent(partner.origin)}&channel=c0ffee00c0ffee00&label=${label}`;

async function pageAt(path: string, vouched: typeof partner | null = null) {
  const screens = createServerScreens({
    chrome,
    manifestMaxAgeMs: 60_000,
    fetch: fetchFromHost,
    log: () => {},
  });
  const request: ServerPageRequest = {
    html,
    url: new URL(path, 'https://sign-in.lender.example'),
    config,
    orgInfo: null,
    partner: vouched,
    nonce: 'n0nce',
    year: 2026,
  };
  // The first page reads the host; the one after it has what was read from memory.
  await screens.page(request);
  return screens.page(request);
}

it("makes the site's login with the chrome of the page's brand, its scripts waiting for the first action", async () => {
  const made = await pageAt('/auth/login?label=apollo');
  expect(made?.html).toContain('<header>apollo</header>');
  expect(made?.html).toContain('<h1>Log in to apollo</h1>');
  expect(made?.inlineScripts[0]).toContain('if(false||used)start()');
  // A link is the browser's to follow: the site's pages are all framable by the site.
  expect(made?.inlineScripts[0]).toContain(`closest("button")`);
  // The screen's scripts wait for the start-up, as they did.
  expect(made?.html).not.toContain('remoteEntry.js');
});

it("makes the embed's login in the frame's chrome of a vouched partner's label, its scripts starting at once", async () => {
  const made = await pageAt(`/embed/login${embedQuery('apollo')}`, partner);
  expect(made?.html).toContain('<main id="main" data-frame="apollo"><form method="post"');
  expect(made?.html).toContain('<h1>Log in to apollo</h1>');
  expect(made?.html).not.toContain('<header>');
  expect(made?.html).toContain('<title>Sign in | ');
  expect(made?.html).toContain('data-emotion="css f1"');
  expect(made?.inlineScripts[0]).toContain('if(true||used)start()');
  // A link followed before the take-over is held: "Register here" stays in the frame.
  expect(made?.inlineScripts[0]).toContain(`closest("button,a[href]")`);
  // The login remote's entry and screen fetched with the frame's start-up, not after it ran.
  expect(made?.html).toContain(`<link rel="prefetch" href="${base}remoteEntry.js">`);
  expect(made?.html).toContain(`<link rel="prefetch" href="${base}expose_Login.1a2b3c4d.js">`);
});

it.each([
  ['no partner vouched for', embedQuery('apollo'), null],
  ["a label the partner may not show (the frame's start refuses it)", embedQuery('own'), partner],
  ['no label', `?origin=${encodeURIComponent(partner.origin)}&channel=c0ffee00c0ffee00`, partner],
  ['a label that is no brand', embedQuery('nobody'), { ...partner, labels: ['nobody'] }],
  ['a query that changes the first screen', `${embedQuery('apollo')}&otp=true`, partner],
])("gives a partner's frame today's page for %s", async (_what, query, vouched) => {
  expect(await pageAt(`/embed/login${query}`, vouched)).toBeNull();
});

it("gives the frame's other steps today's page", async () => {
  expect(await pageAt(`/embed/wallet${embedQuery('apollo')}`, partner)).toBeNull();
});
