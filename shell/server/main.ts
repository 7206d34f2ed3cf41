import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { appByDir, host, portOf, repoRoot } from '@lender/tooling/apps';
import {
  appendToHead,
  pathnameOf,
  runtimeConfigFromEnv,
  serveRuntimeConfigJson,
} from '@lender/tooling/runtime-config-env';
import { createAppServer, listen } from '@lender/tooling/serve-app';
import { renderHead } from './head.ts';

// Parse once at start so a bad environment fails loudly before the server listens.
runtimeConfigFromEnv();

const options = {
  name: 'shell',
  distDir: join(repoRoot, 'shell', 'dist'),
  port: portOf(appByDir('shell')),
  host,
  cors: false,
  readyFile: 'index.html',
  spaFallback: true,
  transformHtml: (html: string, request: IncomingMessage) =>
    appendToHead(html, renderHead(runtimeConfigFromEnv(), pathnameOf(request))),
  handle: serveRuntimeConfigJson,
};

await listen(createAppServer(options), options);
