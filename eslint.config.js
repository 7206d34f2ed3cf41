// One lint config for the workspace. Its zones are the architecture's import rules:
// `shared` imports from no app; a remote's code imports only from `shared`; the shell
// reaches a remote only through federation (a runtime id string, never an import); no
// cycles. An app's `server/` may use `tooling/serve`, its `app.config.ts`
// `tooling/build`; what serves never imports what builds.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'remote-login', 'remote-register', 'remote-wallet', 'remote-onboarding'];
const remotes = apps.filter((a) => a.startsWith('remote-'));
const others = ['dev-api', 'e2e', 'tooling', 'test-wallets', 'demo-partner'];

/** Imports every package's code refuses (`no-restricted-imports`). */
const restrictedImports = {
  paths: [
    {
      name: '@chakra-ui/react',
      message: 'Import Chakra components from `@lender/shared` (see shared/src/ui/chakra.ts).',
    },
    {
      name: 'react-router',
      message: 'Import router pieces from `@lender/shared` (see shared/src/ui/router.ts).',
    },
    {
      name: '@emotion/react',
      message: 'Style with Chakra from `@lender/shared`; Emotion is its engine, inside `shared`.',
    },
  ],
};
const appImports = [
  {
    regex: '^@lender/(shell|remote-|dev-api|e2e)',
    message: 'Apps are reached through federation, never imported.',
  },
];
/** TanStack Query lives in `@lender/shared/query` alone: one client, the specification's defaults. */
const queryLibrary = {
  group: ['@tanstack/*'],
  message: 'Read server state through `@lender/shared/query` (docs/architecture.md, "Server state").',
};

const postMessageToAll = {
  selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
  message: 'Name the exact target origin of a postMessage, never "*".',
};

/**
 * Server state (docs/architecture.md, "Server state"): every GET endpoint is a query or a listed
 * one-shot read (`shared/src/api/endpoints/reads.json`; its test fails on one that is neither).
 * A query's endpoint is named only in its readers, which read it through the page's query
 * client; anywhere else in an app, naming it (an import, a destructured `import()`, a member)
 * is refused. The one-shot reads (a nonce, a token, a check) are not cached and are not listed
 * here: they are the rule's exceptions.
 */
const serverState = JSON.parse(
  readFileSync(new URL('./shared/src/api/endpoints/reads.json', import.meta.url), 'utf8'),
);
function serverStateSelectors(queries) {
  return queries.flatMap(({ names, readers }) => {
    const pattern = `/^(${names.join('|')})$/`;
    const message = `Server state: read it through the page's query client in ${readers.join(' or ')} (docs/architecture.md, "Server state").`;
    return [
      `ImportSpecifier[imported.name=${pattern}]`,
      `ObjectPattern > Property[key.name=${pattern}]`,
      `MemberExpression[property.name=${pattern}]`,
    ].map((selector) => ({ selector, message }));
  });
}
const appSources = apps.map((app) => `${app}/src/**/*.{ts,tsx}`);
const notAppCode = ['**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts', '**/*.testing.tsx'];
const serverStateRules = [
  {
    files: appSources,
    ignores: notAppCode,
    rules: {
      'no-restricted-syntax': ['error', postMessageToAll, ...serverStateSelectors(serverState.queries)],
    },
  },
  // A reader may name its own queries' endpoints, no other.
  ...[...new Set(serverState.queries.flatMap((query) => query.readers))].map((reader) => ({
    files: [reader],
    rules: {
      'no-restricted-syntax': [
        'error',
        postMessageToAll,
        ...serverStateSelectors(serverState.queries.filter((query) => !query.readers.includes(reader))),
      ],
    },
  })),
];

/** Files in which `@lender/shared/endpoints/*` may be imported for its types only, and why. */
function noEndpointImports(files, ignores, message) {
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lender/shared/endpoints/*'], allowTypeImports: true, message }] },
      ],
    },
  };
}

const zones = [
  {
    target: './shared',
    from: [...apps, ...others].map((d) => `./${d}`),
    message: '`shared` imports from no app.',
  },
  ...remotes.map((remote) => ({
    target: `./${remote}/src`,
    from: [...apps.filter((a) => a !== remote), ...others].map((d) => `./${d}`),
    message: 'A remote imports only from `shared`.',
  })),
  {
    target: [...apps.map((app) => `./${app}/src`)],
    from: ['./shared/src/stand-ins'],
    message: '`@lender/shared/stand-ins` is for the dev API and the test wallets: no page loads it.',
  },
  {
    target: './tooling/serve',
    from: ['./tooling/build'],
    message: "What serves never needs what builds: the shell's production server is bundled from it.",
  },
  {
    target: './shell/server',
    from: ['./tooling/build'],
    message:
      "The shell's server is bundled for production: it may use `@lender/serve`, never the build tooling.",
  },
  {
    target: './shell/src',
    from: [...remotes, ...others].map((d) => `./${d}`),
    message: 'The shell reaches a remote only through federation.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      '.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'scripts/lib/*.mjs',
            'tooling/build/src/loaders/*.cjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      // The browser's own `reportError` sends an error to `window.onerror`, not to the user: a
      // screen tells the user with `notifyError` from `@lender/shared`.
      'no-restricted-globals': [
        'error',
        { name: 'reportError', message: 'Use `notifyError` from `@lender/shared` to show a failure.' },
      ],
      'no-restricted-imports': ['error', { ...restrictedImports, patterns: [...appImports, queryLibrary] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A message sent to "*" is readable by whatever page that window holds by then.
      'no-restricted-syntax': ['error', postMessageToAll],
    },
  },
  {
    files: [
      'shared/src/ui/chakra.ts',
      'shared/src/ui/router.ts',
      'shared/src/ui/data-router.ts',
      'shared/src/ui/toaster.tsx',
      'shared/src/ui/style-cache.tsx',
      'shared/src/brand/theme.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No component imports an endpoint: a screen's calls live in its calls module (the
  // `*-calls.ts` files, `remote-wallet/src/calls/`), which its controller hook uses.
  // Type-only imports are allowed (they leave nothing in the bundle).
  noEndpointImports(
    ['remote-*/src/**/*.tsx'],
    ['**/*.test.tsx', '**/*.testing.tsx'],
    'A component imports no endpoint: make the call in a calls module (docs/architecture.md).',
  ),
  // The login page's first load: its endpoint groups load when a call needs them
  // (remote-login/src/login/login-calls.ts), never with the screen.
  noEndpointImports(
    ['remote-login/src/login/**/*.{ts,tsx}', 'remote-login/src/exposes/LoginScreen.tsx'],
    ['**/*.test.ts', '**/*.test.tsx'],
    'The login screen imports endpoint groups with import() when a call needs them.',
  ),
  // `/embed/v1.js` runs in partners' pages within 4 KB gzipped (tooling/build/src/embed-loader.ts):
  // no package at all, and of ours only the embed's protocol.
  {
    // The one place the library is imported.
    files: ['shared/src/query/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { ...restrictedImports, patterns: appImports }] },
  },
  {
    files: ['shell/embed-loader/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[^.]', message: 'The embed loader has no dependencies.' },
            {
              regex: '^\\.\\./(?!src/embed/protocol\\.ts$)',
              message: 'The embed loader imports only ../src/embed/protocol.ts of the shell.',
            },
          ],
        },
      ],
    },
  },
  ...serverStateRules,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // A test waits for what it needs to see, never for a quiet network: Playwright can lose
  // `networkidle` for good on a busy machine (microsoft/playwright#42598; docs/testing.md).
  // The benchmarks (e2e/bench) only settle a page before measuring it.
  {
    files: ['e2e/tests/**/*.ts', 'e2e/support/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
          message: 'Name the exact target origin of a postMessage, never "*".',
        },
        {
          selector: "Literal[value='networkidle']",
          message: 'Wait for what the test needs to see, never for networkidle (docs/testing.md).',
        },
      ],
    },
  },
  // What the shell's production server bundles reads the environment it is given: webpack's
  // production build writes "production" over every literal `process.env.NODE_ENV` in
  // `server.mjs`, which would make it production whatever it is started with
  // (tooling/serve/src/environment.ts).
  {
    files: ['tooling/serve/src/**/*.ts', 'shell/server/**/*.ts'],
    // A test may set the process's, to show it is not read.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
          message: 'Name the exact target origin of a postMessage, never "*".',
        },
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='NODE_ENV']",
          message:
            'Read NODE_ENV from the environment passed in (isProduction(env), @lender/serve/environment).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
