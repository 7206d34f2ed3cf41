/**
 * The workspace's root folder, for the development servers and the build scripts that
 * run from a checkout. Never imported by a production server: the shell's bundled server
 * finds its files next to itself (shell/server/main.ts).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
