/**
 * Which e2e suite runs, and which servers it needs (playwright.config.ts). Pure, so the
 * choices are table-tested (suites.test.ts).
 */

/** Each remote's suite: its own journeys against the remote alone. */
export const remoteSuites = [
  { name: 'login', dir: 'remote-login' },
  { name: 'register', dir: 'remote-register' },
  { name: 'wallet', dir: 'remote-wallet' },
  { name: 'onboarding', dir: 'remote-onboarding' },
] as const;

export type RemoteSuite = (typeof remoteSuites)[number]['name'];
/** `all`: every suite, the shell's among them (`npm test`). */
export type Suite = RemoteSuite | 'all';

/** `E2E_SUITE`: a remote's name, or unset for every suite; anything else is refused, naming the choices. */
export function suiteOf(env: { E2E_SUITE?: string }): Suite {
  const named = env.E2E_SUITE?.trim();
  if (!named) return 'all';
  const found = remoteSuites.find((s) => s.name === named);
  if (!found)
    throw new Error(
      `E2E_SUITE=${named} is not a remote's suite; one of ${remoteSuites.map((s) => s.name).join(', ')}, or unset for all`,
    );
  return found.name;
}

/** The servers a suite needs: a remote's suite, that remote and the stand-ins; all of them otherwise. */
export function stackOfSuite<A extends { dir: string; kind: string }>(suite: Suite, apps: readonly A[]): A[] {
  if (suite === 'all') return [...apps];
  const dir = remoteSuites.find((s) => s.name === suite)!.dir;
  return apps.filter((app) => app.dir === dir || app.kind === 'api' || app.kind === 'wallets');
}
