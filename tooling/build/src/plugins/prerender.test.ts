import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAGMENT_FORMAT, parseFragment, parseFragmentIndex, type Fragment } from '@lender/serve/fragments';
import { fragmentFiles, runProgram } from './prerender.ts';

const here = dirname(fileURLToPath(import.meta.url));

const fragment = (route: string, brand: string, audience: 'customer' | 'agent'): Fragment => ({
  format: FRAGMENT_FORMAT,
  route,
  brand,
  audience,
  html: `<h1>${route}</h1>`,
  styles: [],
  fields: [],
});

it('writes one file per fragment and an index with the build version that names them', () => {
  const files = fragmentFiles(
    [fragment('/auth/login', 'own', 'customer'), fragment('/auth/login', 'own', 'agent')],
    '65cf09a80583',
  );
  expect([...files.keys()]).toEqual([
    'fragment.auth-login.own.customer.json',
    'fragment.auth-login.own.agent.json',
    'fragments.json',
  ]);
  const index = parseFragmentIndex(JSON.parse(files.get('fragments.json')!));
  expect(index?.buildVersion).toBe('65cf09a80583');
  expect(index?.fragments.map((entry) => entry.file)).toEqual([...files.keys()].slice(0, 2));
  expect(parseFragment(JSON.parse(files.get('fragment.auth-login.own.agent.json')!))?.audience).toBe('agent');
});

it('fails the build, naming the route, brand and audience, when a screen renders unfit markup', async () => {
  await expect(
    runProgram({
      appDir: join(here, '..', 'prerender', 'fixtures'),
      program: {
        kind: 'screens',
        container: 'remote_login',
        exposes: { './LoginScreen': './UnfitScreen.tsx', './SignerLoginScreen': './UnfitScreen.tsx' },
      },
    }),
  ).rejects.toThrow(
    "remote_login's first screens: /auth/login (own, customer) is not fit for a page: it holds a style attribute",
  );
});
