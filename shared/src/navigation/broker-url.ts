/**
 * Whether the guard and logout may send the page to a broker's address: a web address
 * on one of the runtime configuration's `brokerOrigins`. An answer naming any other
 * place (a compromised or misconfigured service, a `javascript:` URL) is not followed:
 * the page goes to the login page instead.
 */
export function isBrokerUrl(url: string | undefined, brokerOrigins: readonly string[]): url is string {
  if (!url || !URL.canParse(url)) return false;
  const { protocol, origin } = new URL(url);
  return (protocol === 'https:' || protocol === 'http:') && brokerOrigins.includes(origin);
}
