#!/usr/bin/env node
// `npm run dev`: install what is missing, then run the stack with rebuild-on-change.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, whenOrphaned } from './lib/bootstrap.mjs';

ensureDependencies();
const child = spawn(process.execPath, ['--import', 'tsx', 'tooling/build/src/dev.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
whenOrphaned(() => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 1));
