/**
 * Every documented port moved, as a tester tries `npm test` with them (docs/configuration.md,
 * "Tests and benchmarks", gives the command): the unit tests check that every origin the stack
 * and the suites use moves with them, and that the documented command is this one.
 */
export const MOVED_PORTS: Readonly<Record<string, string>> = {
  SHELL_PORT: '3200',
  REMOTE_LOGIN_PORT: '3201',
  REMOTE_REGISTER_PORT: '3202',
  REMOTE_WALLET_PORT: '3203',
  REMOTE_ONBOARDING_PORT: '3204',
  DEV_API_PORT: '4200',
  TEST_WALLETS_PORT: '4201',
  PARTNER_DEMO_PORT: '3205',
};

/** The command a tester runs: `npm test` with every port moved. */
export const movedPortsCommand = (): string =>
  `${Object.entries(MOVED_PORTS)
    .map(([name, port]) => `${name}=${port}`)
    .join(' ')} npm test`;
