// Unit and component tests for every package, transpiled by swc (type checks run
// separately with tsc). Each package is a project so its environment can differ.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

/** The workspace root: a project's own `<rootDir>` is its package folder, at any depth. */
const root = import.meta.dirname;

const project = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment:
    environment === 'jsdom' ? `${root}/tooling/build/src/jest-jsdom-environment.cjs` : environment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Packages that ship only ES modules to the browser condition jsdom resolves.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|@noble\\+curves|@noble\\+hashes)@)'],
  // `embed-loader`: the shell's `/embed/v1.js`, bundled apart from its pages (tooling/build/src/embed-loader.ts).
  testMatch: ['<rootDir>/{src,server,embed-loader}/**/*.test.ts?(x)'],
  // Build output is never a module to test or resolve: `shared/dist/` holds generated
  // declarations with a package.json named `@lender/shared` (the API report, tooling/build/src/api-report).
  modulePathIgnorePatterns: ['/dist/'],
  setupFilesAfterEnv: environment === 'jsdom' ? [`${root}/shared/src/testing/jest-setup.ts`] : [],
  moduleNameMapper: {
    '^@lender/shared$': `${root}/shared/src/index.ts`,
    '^@lender/shared/endpoint$': `${root}/shared/src/api/endpoint-entry.ts`,
    '^@lender/shared/testing$': `${root}/shared/src/testing/index.ts`,
  },
});

export default {
  // Jest's 5 s default is too near: the slowest tests here (a real TypeScript program, a lazily
  // loaded form with zxcvbn) take 2-4 s on an idle two-core machine and three times that on a
  // busy one (issue 40: a test at 1.8 s alone failed at 5 s on a loaded machine). A test that
  // hangs still fails, with its own message, after 30 s.
  testTimeout: 30_000,
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('remote-login', 'jsdom'),
    project('remote-register', 'jsdom'),
    project('remote-wallet', 'jsdom'),
    project('remote-onboarding', 'jsdom'),
    project('dev-api', 'node'),
    project('tooling/build', 'node'),
    project('tooling/serve', 'node'),
    project('test-wallets', 'node'),
    project('demo-partner', 'node'),
    // The e2e suites' own helpers (the nginx harness, the benchmark's arithmetic); the suites
    // themselves are Playwright's.
    { ...project('e2e', 'node'), testMatch: ['<rootDir>/{support,bench}/**/*.test.ts'] },
  ],
  collectCoverageFrom: [
    '<rootDir>/shared/src/**/*.{ts,tsx}',
    '!**/*.test.*',
    '!<rootDir>/shared/src/testing/**',
  ],
  coverageReporters: ['text-summary'],
};
