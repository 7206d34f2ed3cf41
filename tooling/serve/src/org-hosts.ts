/**
 * Which organization a page belongs to, by the host name it is served under. The
 * server that serves the shell looks the request's host up here and inlines the
 * organization's info in the page (the brand is then chosen from it, spec section
 * 1). In production the table comes from `ORG_HOSTS`; the development table below
 * maps the product's own address and one `*.localhost` name per organization worth
 * seeing (browsers resolve every `*.localhost` name to this machine), so a partner
 * label or the broker organization can be tried without touching /etc/hosts.
 * `localhost` itself is left out on purpose: it is the page with no org info.
 */
import { buildableApps, originOf } from './apps.ts';
import { shellPortOf } from './listen-address.ts';
import { partnerOriginsOf } from './partner-origins.ts';

type Env = Record<string, string | undefined>;

export const devOrgHosts: Readonly<Record<string, string>> = {
  '127.0.0.1': 'KEYSTONE',
  'heloc.localhost': 'KEYSTONE_HELOC',
  'wholesale.localhost': 'KEYSTONE_WHOLESALE',
  'apollo.localhost': 'APOLLO',
  'hamilton.localhost': 'HAMILTON',
  'outpost.localhost': 'OUTPOST',
  'novawulf.localhost': 'NOVAWULF',
};

/**
 * `ORG_HOSTS` is `host=ORG_CODE` pairs separated by commas, replacing the development
 * table; an empty value means no host has org info. Malformed pairs fail loudly.
 */
export function orgHostsFromEnv(env: Env = process.env): Record<string, string> {
  const raw = env.ORG_HOSTS;
  if (raw === undefined) return { ...devOrgHosts };
  const table: Record<string, string> = {};
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [hostName, code, extra] = pair.split('=').map((part) => part.trim());
    if (!hostName || !code || extra !== undefined)
      throw new Error(`ORG_HOSTS: "${pair}" is not host=ORG_CODE`);
    table[hostName.toLowerCase()] = code.toUpperCase();
  }
  return table;
}

/** The host name of a Host header, lower case, without the port (IPv6 literals kept whole). */
export function hostNameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const header = hostHeader.trim().toLowerCase();
  if (header.startsWith('[')) return header.slice(0, header.indexOf(']') + 1);
  return header.replace(/:\d+$/, '');
}

/**
 * The shell's origins under the development host names other than 127.0.0.1 (each
 * `*.localhost` of the table, and `localhost`, the page without org info): the dev
 * API lets them call it with credentials, as it does the shell's own origin.
 */
export function devShellOrigins(env: Env = process.env): string[] {
  const port = shellPortOf(env);
  const names = Object.keys(orgHostsFromEnv(env)).filter((name) => name.endsWith('.localhost'));
  return ['localhost', ...names].map((name) => `http://${name}:${port}`);
}

/**
 * Every origin the product's pages are served from: each app's own, the shell's
 * development host names, and the partner sites of `PARTNER_ORIGINS` (./partner-origins.ts;
 * a bad list throws). The local stand-ins (the dev API, the test wallets) answer these only.
 */
export function productOrigins(env: Env = process.env): string[] {
  return [
    ...buildableApps.map((app) => originOf(app, env)),
    ...devShellOrigins(env),
    ...partnerOriginsOf(env),
  ];
}
