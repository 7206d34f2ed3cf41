import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { appByDir, host, portOf, repoRoot } from '@lender/tooling/apps';
import { createAppServer, listen } from '@lender/tooling/serve-app';
import { renderHead } from './head.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';

// Parse once at start so a bad environment fails loudly before the server listens.
runtimeConfigFromEnv();

const pathnameOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://localhost').pathname;

const options = {
  name: 'shell',
  distDir: join(repoRoot, 'shell', 'dist'),
  port: portOf(appByDir('shell')),
  host,
  cors: false,
  readyFile: 'index.html',
  spaFallback: true,
  transformHtml: (html: string, request: IncomingMessage) =>
    html.replace('</head>', `${renderHead(runtimeConfigFromEnv(), pathnameOf(request))}</head>`),
  handle(request: IncomingMessage, response: ServerResponse) {
    if (pathnameOf(request) !== '/runtime-config.json') return false;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(JSON.stringify(runtimeConfigFromEnv(), null, 2));
    return true;
  },
};

await listen(createAppServer(options), options);
