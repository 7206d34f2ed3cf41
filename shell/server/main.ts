/**
 * The shell's production server: bundled at build time with everything it imports into
 * `dist/server.mjs`, next to the pages it serves (`dist/public/`), and started with
 * `node server.mjs` from a copy of `dist/` alone (docs/deploy.md, "The shell's server").
 * Settings come from the environment and are checked before it listens; SIGTERM stops it
 * gracefully (@lender/serve/graceful-stop).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingsError } from '@lender/serve/env-settings';
import { createAppServer, listen } from '@lender/serve/serve-app';
import { shellServerOptions } from './app.ts';
import { shellSettingsFromEnv } from './settings.ts';

// The built pages sit beside the bundle (webpack keeps `import.meta.url` as it is at run time).
const here = dirname(fileURLToPath(import.meta.url));

try {
  const settings = await shellSettingsFromEnv(process.env, { distDir: join(here, 'public') });
  const options = shellServerOptions(settings);
  await listen(createAppServer(options), options);
} catch (error) {
  // A settings problem is the list; anything else its stack (mapped to the sources: --enable-source-maps).
  const text =
    error instanceof SettingsError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
}
