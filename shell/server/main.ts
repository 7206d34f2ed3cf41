import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@lender/shared';
import { appByDir, host, portOf, repoRoot } from '@lender/tooling/apps';
import { createAppServer, listen } from '@lender/tooling/serve-app';
import { inlineJson, runtimeConfigFromEnv } from './runtime-config.ts';

// Parse once at start so a bad environment fails loudly before the server listens.
runtimeConfigFromEnv();

function headInjection(): string {
  const config = runtimeConfigFromEnv();
  // Preconnect to each remote's origin: the login screen's manifest and chunks come
  // from there, and the handshake then overlaps the shell's own script download.
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const preconnects = origins
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return `${preconnects}<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`;
}

const options = {
  name: 'shell',
  distDir: join(repoRoot, 'shell', 'dist'),
  port: portOf(appByDir('shell')),
  host,
  cors: false,
  readyFile: 'index.html',
  spaFallback: true,
  transformHtml: (html: string) => html.replace('</head>', `${headInjection()}</head>`),
  handle(request: IncomingMessage, response: ServerResponse) {
    if (request.url !== '/runtime-config.json') return false;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(JSON.stringify(runtimeConfigFromEnv(), null, 2));
    return true;
  },
};

await listen(createAppServer(options), options);
