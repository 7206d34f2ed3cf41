/**
 * Matching a request path against an endpoint's path template (`/a/{name}/b`): the
 * one matcher for everything that answers the declared calls, the dev API's router
 * and the jest mock API, so the two cannot read a declaration differently.
 */
export type PathMatcher = (path: string) => Record<string, string> | null;

export function compilePathTemplate(template: string): PathMatcher {
  const names: string[] = [];
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const pattern = new RegExp(`^${source}$`);
  return (path) => {
    const match = pattern.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  };
}
