import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { appByDir, host, portOf } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import {
  appendToHead,
  pathnameOf,
  remotePointerFromEnv,
  runtimeConfigNow,
  serveRuntimeConfigJson,
} from '@lender/serve/runtime-config-env';
import { orgHostsFromEnv } from '@lender/serve/org-hosts';
import {
  newNonce,
  pageHeaders,
  renderNonceMeta,
  securitySettingsFromEnv,
} from '@lender/serve/security-headers';
import { createAppServer, listen } from '@lender/serve/serve-app';
import { renderHead } from './head.ts';
import { orgInfoOfRequest, renderOrgInfoScript } from './org-info.ts';
import { robotsHeadersFor } from './robots.ts';

// The remote pointer (REMOTES_FILE), read again for the pages served after a deploy moves it.
const pointer = remotePointerFromEnv();
const configNow = () => runtimeConfigNow(process.env, pointer);
// Parse once at start so a bad environment fails loudly before the server listens.
await configNow();
// Production names its hosts: the development table maps only local names.
if (process.env.NODE_ENV === 'production' && process.env.ORG_HOSTS === undefined)
  throw new Error('ORG_HOSTS is required in production (host=ORG_CODE pairs, comma-separated)');
const orgHosts = orgHostsFromEnv();

const options = {
  name: 'shell',
  // The benchmark serves its one-bundle build of the same page from elsewhere.
  distDir: process.env.SHELL_DIST_DIR ?? join(repoRoot, 'shell', 'dist'),
  port: portOf(appByDir('shell')),
  host,
  readyFile: 'index.html',
  spaFallback: true,
  page: async (html: string, request: IncomingMessage) => {
    const config = await configNow();
    const settings = securitySettingsFromEnv(config);
    const nonce = newNonce();
    return {
      html: appendToHead(
        html,
        renderNonceMeta(nonce) +
          renderHead(config, pathnameOf(request)) +
          renderOrgInfoScript(orgInfoOfRequest(request, orgHosts)),
      ),
      headers: {
        ...pageHeaders(config, settings, nonce, settings.shellOrigins),
        ...robotsHeadersFor(pathnameOf(request)),
      },
    };
  },
  handle: (request: IncomingMessage, response: ServerResponse) =>
    serveRuntimeConfigJson(request, response, configNow),
};

await listen(createAppServer(options), options);
