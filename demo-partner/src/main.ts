/**
 * The demo partner page's server (`PARTNER_DEMO_PORT`, 3005 by default): a fictional partner
 * lender's site that embeds our sign-in, for `npm start` and the e2e suites only. It binds
 * `HOST` like every server; browsers open it as `http://partner.localhost:<port>`, another
 * site than the shell's (`partnerDemoOrigin`).
 */
import { appByDir, host, partnerDemoOrigin, portOf } from '@lender/serve/apps';
import { listen } from '@lender/serve/serve-app';
import { createPartnerServer } from './server.ts';
import { shellOriginOf, startRefusalOf } from './settings.ts';

function settingsOrExit(): { shellOrigin: string } {
  const refusal = startRefusalOf(process.env);
  try {
    if (refusal) throw new Error(refusal);
    return { shellOrigin: shellOriginOf(process.env) };
  } catch (error) {
    process.stderr.write(`[demo-partner] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const { shellOrigin } = settingsOrExit();
const publicOrigin = partnerDemoOrigin();
await listen(createPartnerServer({ shellOrigin, publicOrigin }), {
  name: 'demo-partner',
  port: portOf(appByDir('demo-partner')),
  host,
});
process.stdout.write(`[demo-partner] open ${publicOrigin}/ (the lender's shell: ${shellOrigin})\n`);
