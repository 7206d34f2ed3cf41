import { createFragmentSource, screenScripts, type FragmentRequest } from './fragment-source.ts';
import { FRAGMENT_FORMAT, type Fragment } from './fragments.ts';

const base = 'https://static.lender.example/remote-login/v1/';
const request: FragmentRequest = {
  manifestUrl: `${base}mf-manifest.json`,
  route: '/auth/login',
  brand: 'own',
  audience: 'customer',
};
const fragment: Fragment = {
  format: FRAGMENT_FORMAT,
  route: '/auth/login',
  brand: 'own',
  audience: 'customer',
  html: '<h1>Log in</h1>',
  styles: [],
  fields: [],
};
const file = 'fragment.auth-login.own.customer.json';
const indexOf = (buildVersion: string) => ({
  format: FRAGMENT_FORMAT,
  buildVersion,
  fragments: [{ route: '/auth/login', brand: 'own', audience: 'customer', file }],
});

/** A static host: documents by address, the addresses asked for, and answers that can be held back. */
function host(documents: Record<string, unknown>) {
  const asked: string[] = [];
  const held = new Map<string, () => void>();
  const hold = new Set<string>();
  const fetchFromHost: typeof fetch = async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push(url);
    if (hold.has(url)) await new Promise<void>((release) => held.set(url, release));
    if (!(url in documents)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(documents[url]));
  };
  return { fetch: fetchFromHost, asked, hold, release: (url: string) => held.get(url)?.(), documents };
}

const manifest = (version: string) => ({ metaData: { buildInfo: { buildVersion: version } } });

function setUp(documents: Record<string, unknown>, manifestMaxAgeMs = 5_000) {
  const stand = host(documents);
  let clock = 0;
  const logged: string[] = [];
  const source = createFragmentSource({
    manifestMaxAgeMs,
    waitMs: 20,
    fetch: stand.fetch,
    now: () => clock,
    log: (message) => logged.push(message),
  });
  return { source, stand, logged, advance: (ms: number) => (clock += ms) };
}

const folder = (version = 'v1') => ({
  [`${base}mf-manifest.json`]: manifest(version),
  [`${base}fragments.json`]: indexOf(version),
  [`${base}${file}`]: fragment,
});

it('gives the fragment of the pointed build, read once and then from memory', async () => {
  const { source, stand } = setUp(folder());
  expect(await source.fragmentFor(request)).toEqual(fragment);
  expect(await source.fragmentFor(request)).toEqual(fragment);
  expect(stand.asked).toEqual([`${base}mf-manifest.json`, `${base}fragments.json`, `${base}${file}`]);
});

it('gives none when the index is of another build than the manifest', async () => {
  const { source } = setUp({ ...folder(), [`${base}fragments.json`]: indexOf('v0') });
  expect(await source.fragmentFor(request)).toBeNull();
});

it('reads the manifest again after its time, and follows a rebuild at the same address', async () => {
  const { source, stand, advance } = setUp(folder(), 5_000);
  expect(await source.fragmentFor(request)).toEqual(fragment);
  stand.documents[`${base}mf-manifest.json`] = manifest('v2');
  stand.documents[`${base}fragments.json`] = indexOf('v2');
  const rebuilt = { ...fragment, html: '<h1>Welcome back</h1>' };
  stand.documents[`${base}${file}`] = rebuilt;
  advance(4_999);
  expect(await source.fragmentFor(request)).toEqual(fragment);
  advance(1);
  expect(await source.fragmentFor(request)).toEqual(rebuilt);
});

it.each([
  ['a route with no fragment', { ...request, route: '/auth/register' }, folder()],
  ['a missing index', request, { [`${base}mf-manifest.json`]: manifest('v1') }],
  ['a missing fragment', request, { ...folder(), [`${base}${file}`]: undefined }],
  [
    'an unfit fragment',
    request,
    { ...folder(), [`${base}${file}`]: { ...fragment, html: '<p onclick="x()">' } },
  ],
  [
    'a fragment of another route',
    request,
    { ...folder(), [`${base}${file}`]: { ...fragment, route: '/auth/x' } },
  ],
  ['a manifest with no version', request, { ...folder(), [`${base}mf-manifest.json`]: {} }],
])('gives none for %s', async (_what, asked, documents) => {
  const present = Object.fromEntries(Object.entries(documents).filter(([, value]) => value !== undefined));
  const { source } = setUp(present);
  expect(await source.fragmentFor(asked)).toBeNull();
});

it('never makes a page wait: a slow read gives none, and the page after it gets the fragment', async () => {
  const { source, stand } = setUp(folder());
  stand.hold.add(`${base}${file}`);
  expect(await source.fragmentFor(request)).toBeNull();
  stand.release(`${base}${file}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await source.fragmentFor(request)).toEqual(fragment);
});

it('forgets a failed read, so the next page tries again', async () => {
  const { source, stand, logged } = setUp({ [`${base}mf-manifest.json`]: manifest('v1') });
  expect(await source.fragmentFor(request)).toBeNull();
  expect(logged).toEqual([`server-made screen: ${base}fragments.json: ${base}fragments.json answered 404`]);
  Object.assign(stand.documents, folder());
  expect(await source.fragmentFor(request)).toEqual(fragment);
});

/** A manifest as the federation plugin writes it (remote-login's, trimmed). */
const federationManifest = (publicPath = 'auto', entryPath = '') => ({
  metaData: {
    buildInfo: { buildVersion: 'v1' },
    remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' },
    publicPath,
  },
  exposes: [
    {
      name: 'LoginScreen',
      path: './LoginScreen',
      assets: { js: { sync: ['expose_Login.1a2b3c4d.js'], async: ['252.df89bb39.js'] } },
    },
    {
      name: 'SignerLoginScreen',
      path: './SignerLoginScreen',
      assets: { js: { sync: ['expose_Signer.5e6f7a8b.js'], async: [] } },
    },
  ],
});

describe('screenScripts', () => {
  it.each([
    [
      'beside an `auto` manifest',
      federationManifest(),
      [`${base}remoteEntry.js`, `${base}expose_Login.1a2b3c4d.js`],
    ],
    [
      'under a public path',
      federationManifest('https://cdn.lender.example/login/'),
      [
        'https://cdn.lender.example/login/remoteEntry.js',
        'https://cdn.lender.example/login/expose_Login.1a2b3c4d.js',
      ],
    ],
    [
      'an entry in a folder',
      federationManifest('auto', 'entry/'),
      [`${base}entry/remoteEntry.js`, `${base}expose_Login.1a2b3c4d.js`],
    ],
  ])("the entry and the screen's sync chunks, %s", (_what, manifest, expected) => {
    expect(screenScripts(manifest, `${base}mf-manifest.json`, 'LoginScreen')).toEqual(expected);
  });

  it.each([
    ['an expose it does not have', federationManifest(), 'Nowhere'],
    ['no manifest', null, 'LoginScreen'],
    ['a manifest of another shape', { metaData: {} }, 'LoginScreen'],
    [
      'an asset that is not a plain file name',
      {
        ...federationManifest(),
        exposes: [{ name: 'LoginScreen', assets: { js: { sync: ['"><script>x()</script>.js'] } } }],
      },
      'LoginScreen',
    ],
    [
      'a path out of the folder',
      { ...federationManifest(), exposes: [{ name: 'LoginScreen', assets: { js: { sync: ['../x.js'] } } }] },
      'LoginScreen',
    ],
    ['a public path of another scheme', federationManifest('javascript:alert(1)//'), 'LoginScreen'],
  ])('none for %s', (_what, manifest, expose) => {
    expect(screenScripts(manifest, `${base}mf-manifest.json`, expose)).toEqual([]);
  });
});

it("names a screen's scripts from the manifest the fragment was checked against, none before it is read", async () => {
  const { source } = setUp({ ...folder(), [`${base}mf-manifest.json`]: federationManifest() });
  expect(source.scriptsFor(request.manifestUrl, 'LoginScreen')).toEqual([]);
  expect(await source.fragmentFor(request)).toEqual(fragment);
  expect(source.scriptsFor(request.manifestUrl, 'LoginScreen')).toEqual([
    `${base}remoteEntry.js`,
    `${base}expose_Login.1a2b3c4d.js`,
  ]);
  expect(source.scriptsFor(`${base}other/mf-manifest.json`, 'LoginScreen')).toEqual([]);
});
