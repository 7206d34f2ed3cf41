/**
 * The entries of a package's `exports` map, each with its source file, and the name of its
 * report file. Pure: the caller lists folders and tests files.
 */

export interface Entry {
  /** The subpath as the map spells it: `.`, `./wallet`, `./endpoints/broker`. */
  name: string;
  /** The source file, relative to the package folder, without `./`. */
  source: string;
}

/**
 * `./endpoints/*` → `./src/api/endpoints/*\/index.ts` becomes one entry per folder of
 * `src/api/endpoints/` that has an `index.ts`, as a bundler resolves it: what can be imported.
 */
export function expandEntries(
  exports: Record<string, unknown>,
  folders: (dir: string) => string[],
  exists: (file: string) => boolean,
): Entry[] {
  const entries: Entry[] = [];
  for (const [name, target] of Object.entries(exports)) {
    if (typeof target !== 'string')
      throw new Error(`exports "${name}" is not a path: conditions are not supported`);
    if (!/\.tsx?$/.test(target)) throw new Error(`exports "${name}" is not a TypeScript file: ${target}`);
    const source = target.replace(/^\.\//, '');
    const stars = name.split('*').length - 1;
    if (stars === 0) {
      entries.push({ name, source });
      continue;
    }
    if (stars > 1 || source.split('*').length !== 2)
      throw new Error(`exports "${name}": only one \`*\`, standing for one folder, is supported`);
    const [prefix, suffix] = source.split('*') as [string, string];
    const found = folders(prefix)
      .filter((folder) => exists(`${prefix}${folder}${suffix}`))
      .sort()
      .map((folder) => ({ name: name.replace('*', folder), source: `${prefix}${folder}${suffix}` }));
    entries.push(...found);
  }
  return entries;
}

/** `@lender/shared` `./endpoints/broker` → `shared-endpoints-broker.api.md`. */
export function reportFileName(packageName: string, entry: string): string {
  const base = packageName.replace(/^@[^/]+\//, '');
  return `${entry === '.' ? base : `${base}-${entry.slice(2).replaceAll('/', '-')}`}.api.md`;
}
