/**
 * Where a suite's source names a port or an origin of its own instead of taking it from the
 * environment (./origins.ts, `@lender/serve/apps`): the check behind fixed-ports.test.ts.
 */

const PATTERNS = [
  // An origin with its port: a loopback address or a `localhost` name, written plainly or
  // escaped in a regular expression (`127\.0\.0\.1:3000`).
  /(?:[a-z0-9-]+\\?\.)*localhost\\?:\d+|(?:\d{1,3}\\?\.){3}\d{1,3}\\?:\d+/gi,
  // A port given a number by name: `DEBUG_PORT = 9333`, `port: 8123`, `--remote-debugging-port=9222`.
  /\b\w*port\s*[=:]\s*\d{2,5}\b/gi,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each fixed port or origin in `source`, in the order of the patterns: an origin with a port, a
 * port constant, then any of `defaultPorts` written as a number of its own (not `-4000`,
 * `40001` or `30_000`). Each text is reported once: what one pattern found is not searched again.
 */
export function fixedPortsIn(source: string, defaultPorts: readonly number[]): string[] {
  const bare = new RegExp(
    `(?<![\\w.$-])(?:${defaultPorts.map((port) => escape(String(port))).join('|')})(?![\\w.])`,
    'g',
  );
  const found: string[] = [];
  let rest = source;
  for (const pattern of [...PATTERNS, bare]) {
    rest = rest.replace(pattern, (match) => {
      found.push(match);
      return ' '.repeat(match.length);
    });
  }
  return found;
}
