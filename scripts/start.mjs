#!/usr/bin/env node
// `npm start` on a fresh machine: install what is missing, then build and run the stack.
import { spawn } from 'node:child_process';
import { ensureDependencies, log, root, whenOrphaned } from './lib/bootstrap.mjs';

ensureDependencies();
log('building and starting the dev API, the remotes and the shell');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'tooling/build/src/start.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
whenOrphaned(() => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
