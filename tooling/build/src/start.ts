/** `npm start`: build the production bundles, then run the whole stack until stopped. */
import { appByDir, buildableApps, originOf } from '@lender/serve/apps';
import { buildApps } from './build.ts';
import { standInAddresses } from './stand-in-addresses.ts';
import { Stack } from '@lender/serve/stack';

const started = Date.now();
const stack = new Stack();
let stopping = false;

async function shutdown(code: number, message?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (message) process.stderr.write(`${message}\n`);
    await stack.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// If the launcher is killed outright, stop the servers rather than leave them running.
const launcher = process.ppid;
setInterval(() => process.ppid !== launcher && void shutdown(0), 500).unref();

try {
  if (!process.argv.includes('--no-build')) await buildApps(buildableApps.map((a) => a.dir));
  await stack.start();
} catch (error) {
  await shutdown(1, `Could not start: ${error instanceof Error ? error.message : String(error)}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const standIns = standInAddresses().map((line) => `  ${line}\n`);
process.stdout.write(
  `\n  Ready in ${seconds} s. Open ${originOf(appByDir('shell'))}/auth/login\n` +
    `${standIns.join('')}  Press Ctrl-C to stop.\n\n`,
);
const { app, code } = await stack.exited;
await shutdown(1, `${app} exited unexpectedly (code ${code}); stopping.`);
