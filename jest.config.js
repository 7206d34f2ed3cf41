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

const project = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment:
    environment === 'jsdom' ? '<rootDir>/../tooling/src/jest-jsdom-environment.cjs' : environment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Packages that ship only ES modules to the browser condition jsdom resolves.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|@noble\\+curves|@noble\\+hashes)@)'],
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../shared/src/testing/jest-setup.ts'] : [],
  moduleNameMapper: {
    '^@lender/shared$': '<rootDir>/../shared/src/index.ts',
    '^@lender/shared/endpoint$': '<rootDir>/../shared/src/api/endpoint.ts',
    '^@lender/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
  },
});

export default {
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('remote-login', 'jsdom'),
    project('remote-register', 'jsdom'),
    project('remote-wallet', 'jsdom'),
    project('remote-onboarding', 'jsdom'),
    project('dev-api', 'node'),
    project('tooling', 'node'),
    project('test-wallets', 'node'),
    // The e2e suites' own helpers (the nginx harness); the suites themselves are Playwright's.
    { ...project('e2e', 'node'), testMatch: ['<rootDir>/support/**/*.test.ts'] },
  ],
  collectCoverageFrom: [
    '<rootDir>/shared/src/**/*.{ts,tsx}',
    '!**/*.test.*',
    '!<rootDir>/shared/src/testing/**',
  ],
  coverageReporters: ['text-summary'],
};
