/** @jest-environment node */
import { MOVED_PORTS } from './moved-ports.ts';
import { suitePortsOf } from './suite-ports.ts';

const ports = (deployShell: number, first: number) => ({
  deployShell,
  artefactShells: { first, second: first + 1, stopping: first + 2 },
});

describe('suitePortsOf', () => {
  it.each([
    ['nothing set', {}, ports(3010, 3011)],
    ['every port moved', MOVED_PORTS, ports(3210, 3211)],
    ['the shell alone moved', { SHELL_PORT: '5000' }, ports(5010, 5011)],
    ['DEPLOY_SHELL_PORT', { DEPLOY_SHELL_PORT: '6000' }, ports(6000, 3011)],
    ['ARTEFACT_SHELL_PORT', { ARTEFACT_SHELL_PORT: '6001' }, ports(3010, 6001)],
    [
      'both, and the shell moved',
      { SHELL_PORT: '5000', DEPLOY_SHELL_PORT: '3010', ARTEFACT_SHELL_PORT: '3011' },
      ports(3010, 3011),
    ],
  ])('follows the shell, or its own settings: %s', (_what, env, expected) => {
    expect(suitePortsOf(env)).toEqual(expected);
  });

  it.each([
    ['a bad setting', { DEPLOY_SHELL_PORT: 'x' }, 'DEPLOY_SHELL_PORT="x" is not a valid port'],
    [
      'a default past the last port',
      { SHELL_PORT: '65530' },
      'DEPLOY_SHELL_PORT: SHELL_PORT + 10 = 65540 is not a port; set DEPLOY_SHELL_PORT',
    ],
    [
      'the artefact shells past the last port',
      { ARTEFACT_SHELL_PORT: '65535' },
      'ARTEFACT_SHELL_PORT + 1 = 65536 is not a port; set ARTEFACT_SHELL_PORT',
    ],
    [
      'a remote on the deploy shell',
      { REMOTE_LOGIN_PORT: '3010' },
      'port 3010 is both REMOTE_LOGIN_PORT and DEPLOY_SHELL_PORT',
    ],
    [
      'the artefact shells over the deploy shell',
      { ARTEFACT_SHELL_PORT: '3009' },
      'port 3010 is both DEPLOY_SHELL_PORT and ARTEFACT_SHELL_PORT + 1',
    ],
    [
      'the shell moved onto the dev API',
      { SHELL_PORT: '4000' },
      'port 4000 is both DEV_API_PORT and SHELL_PORT',
    ],
    [
      'three on one port',
      { REMOTE_LOGIN_PORT: '3010', REMOTE_REGISTER_PORT: '3010' },
      'port 3010 is REMOTE_LOGIN_PORT, REMOTE_REGISTER_PORT and DEPLOY_SHELL_PORT',
    ],
  ])('refuses %s, naming what to set', (_what, env, message) => {
    expect(() => suitePortsOf(env)).toThrow(message);
  });

  it('lists every collision at once', () => {
    expect(() => suitePortsOf({ REMOTE_LOGIN_PORT: '3010', REMOTE_WALLET_PORT: '3012' })).toThrow(
      'The e2e suites cannot run: port 3010 is both REMOTE_LOGIN_PORT and DEPLOY_SHELL_PORT; ' +
        'port 3012 is both REMOTE_WALLET_PORT and ARTEFACT_SHELL_PORT + 1 ' +
        '(docs/configuration.md, "Tests and benchmarks")',
    );
  });
});
