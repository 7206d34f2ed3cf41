import { appByDir, apps, host, originOf, portOf } from '@lender/tooling/apps';
import { listen } from '@lender/tooling/serve-app';
import { createDevApi } from './server.ts';

const partnerOrigins = (process.env.PARTNER_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const allowedOrigins = [...apps.filter((a) => a.kind !== 'api').map((a) => originOf(a)), ...partnerOrigins];

const options = { name: 'dev-api', port: portOf(appByDir('dev-api')), host };
await listen(createDevApi({ allowedOrigins }), options);
