/**
 * What `npm start` prints beside the shell's address once the stack is ready: the local
 * stand-ins it runs (./start.ts). Outside production only, as the stack runs them (`stackApps`).
 */
import { appByDir, originOf, partnerDemoOrigin, stackApps } from '@lender/serve/apps';

export function standInAddresses(env: NodeJS.ProcessEnv = process.env): string[] {
  const kinds = new Set(stackApps(env).map((app) => app.kind));
  const wallets = originOf(appByDir('test-wallets'), env);
  return [
    ...(kinds.has('wallets')
      ? [
          `Local WalletConnect relay: ${wallets.replace(/^http/, 'ws')}`,
          `Test mobile wallet: ${wallets}/mobile-wallet`,
          `Test wallet extension: ${wallets}/extension`,
        ]
      : []),
    // Its public origin, not the one it binds: a port alone would not make it another site.
    ...(kinds.has('partner') ? [`Partner demo page: ${partnerDemoOrigin(env)}/`] : []),
  ];
}
