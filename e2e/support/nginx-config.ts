/**
 * What the test's nginx runs, as pure functions: the static host's template
 * (deploy/nginx/remotes.conf.template, the one docs/deploy.md shows) filled in
 * for the test, and a minimal main configuration around it that keeps everything nginx
 * writes inside the test's own folder. nginx.ts starts it.
 */
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = fileURLToPath(
  new URL('../../deploy/nginx/remotes.conf.template', import.meta.url),
);
/** The template's brotli lines (its BROTLI_STATIC placeholder includes them). */
export const BROTLI_STATIC_CONF = fileURLToPath(
  new URL('../../deploy/nginx/brotli-static.conf', import.meta.url),
);

/**
 * Brotli's static module as Debian places it, beside an nginx binary: `<root>/usr/sbin/nginx`
 * has it at `<root>/usr/lib/nginx/modules/` (scripts/lib/nginx.mjs unpacks it there beside the
 * nginx it unpacked; a system's nginx has it there when the package is installed).
 */
export function brotliModuleBeside(binary: string): string {
  return join(dirname(binary), '..', 'lib', 'nginx', 'modules', 'ngx_http_brotli_static_module.so');
}

/** Where nginx is looked for when NGINX_PATH is unset (scripts/lib/nginx.mjs unpacks the second). */
export const NGINX_CANDIDATES: readonly string[] = [
  '/usr/sbin/nginx',
  fileURLToPath(new URL('../../.cache/nginx/root/usr/sbin/nginx', import.meta.url)),
];

/**
 * Our placeholders: a capitalised name in braces. nginx reads `${name}` as a variable too, so
 * the template writes its own variables without braces and in lower case, and a placeholder
 * left unfilled is refused here rather than read by nginx as an empty variable.
 */
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The template with each placeholder replaced by its value, literally. */
export function renderNginxConfig(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const missing = new Set<string>();
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    used.add(name);
    const value = values[name];
    if (value === undefined) missing.add(name);
    return value ?? whole;
  });
  if (missing.size > 0)
    throw new Error(`No value for ${[...missing].map((name) => `\${${name}}`).join(', ')} in the template`);
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`The template has no placeholder ${unused.join(', ')}`);
  return text;
}

/**
 * The CORS map's entries: each origin mapped to itself, one a line. Only an origin exactly as
 * a browser sends it (`scheme://host[:port]`, lower case, nothing after): anything else
 * would never match, and `*` or `null` must never be allowed.
 */
export function corsMapEntries(origins: readonly string[]): string {
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`"${origin}" is not an origin (scheme://host[:port] in lower case, nothing after)`);
  }
  return [...new Set(origins)].map((origin) => `"${origin}" "${origin}";`).join('\n  ');
}

export interface StaticHostSettings {
  /** The folder holding remotes.json and the remotes' version folders. */
  root: string;
  port: number;
  /**
   * The shell's origins: they alone may fetch a build's files (a partner's page frames our
   * shell, docs/embed.md: it never loads a remote itself).
   */
  shellOrigins: readonly string[];
  /** Whether nginx loads brotli's static module: the `.br` copies are then sent. */
  brotli?: boolean;
}

/** A path nginx reads unquoted: absolute, and none of what would end or change a directive. */
function checkPath(path: string, what: string): void {
  if (!isAbsolute(path) || /[\s;{}"'$\\#]/.test(path))
    throw new Error(
      `${what} must be an absolute path without spaces, quotes, ';', '{', '}', '#', '$' or '\\': ${path}`,
    );
}

/** The template's values for a test: loopback only, as `localhost`. */
export function templateValues(settings: StaticHostSettings): Record<string, string> {
  const { root, port, shellOrigins, brotli = false } = settings;
  checkPath(root, 'The root');
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`The port must be a whole number from 1 to 65535: ${port}`);
  if (shellOrigins.length === 0) throw new Error('Give at least one shell origin (it fetches the files)');
  return {
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: 'localhost',
    ROOT: root,
    CORS_ORIGINS: corsMapEntries(shellOrigins),
    BROTLI_STATIC: brotli ? `include ${BROTLI_STATIC_CONF};` : '',
  };
}

/**
 * The main configuration around the template, all of it inside `dir` (nginx's `-p` prefix):
 * in the foreground, so it is the test's own child, with its pid file, logs and temporary
 * folders there (never /etc/nginx, /var/log/nginx or /run). `user`: run as root, nginx
 * would switch its workers to `nobody`, who cannot enter the 0700 temporary folder nor,
 * often, the root; so they stay the user running it.
 */
export function mainConfig(dir: string, user: string | undefined, modules: readonly string[] = []): string {
  checkPath(dir, "nginx's folder");
  for (const module of modules) checkPath(module, 'A module');
  return [
    '# Written by e2e/support/nginx.ts for one test run.',
    // The main context, as deploy/nginx/brotli-static-module.conf says (absolute: `-p` moves `modules/`).
    ...modules.map((module) => `load_module ${module};`),
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    ...(user ? [`user ${user};`] : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events {',
    '  worker_connections 256;',
    '}',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
    ),
    `  include ${dir}/remotes.conf;`,
    '}',
    '',
  ].join('\n');
}

/** NGINX_PATH, else the first candidate present. */
export function nginxBinary(env: NodeJS.ProcessEnv, exists: (path: string) => boolean): string {
  if (env.NGINX_PATH) return env.NGINX_PATH;
  const found = NGINX_CANDIDATES.find(exists);
  if (!found)
    throw new Error(
      `No nginx at ${NGINX_CANDIDATES.join(' or ')}: set NGINX_PATH, or run npm test (it unpacks Debian's)`,
    );
  return found;
}
