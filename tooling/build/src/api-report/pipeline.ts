/**
 * The report's pipeline over any package: emit the declarations, make one report per entry,
 * read the committed baseline (the reports and `surface.json`, so a fresh clone needs no
 * git history), and compare the two. The commands (commands.ts) decide what to do with it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareEntry, type EntryChange } from './classify.ts';
import { emitDeclarations } from './emit.ts';
import { expandEntries, reportFileName } from './entries.ts';
import { extractReports } from './extract.ts';
import { parseReport } from './report-blocks.ts';

export interface ApiReportPaths {
  /** The package: its package.json (`exports`, `version`) and CHANGELOG.md. */
  packageDir: string;
  /** The committed reports and surface.json. */
  reportDir: string;
  /** Scratch space: the declarations and the new reports (under the package's ignored dist/). */
  workDir: string;
  baseTsconfig: string;
  typeRoots: string[];
  /** The global type packages the sources need (`@lender/shared`'s testing entry: node and jest). */
  types: string[];
  /** Messages name files relative to this folder (the repository's root). */
  displayRoot?: string;
}

export const SURFACE_FILE = 'surface.json';

/** A failure the user can act on: its message is the whole story, no stack needed. */
export class ApiReportError extends Error {}

export interface Generated {
  packageName: string;
  version: string;
  changelog: string;
  /** Entry → report file name and text, in the order of `exports`. */
  reports: Map<string, { file: string; text: string }>;
  /** Where the new reports were written. */
  reportDir: string;
}

export interface Baseline {
  version: string;
  /** Entry → its committed report's text (undefined when the file is missing). */
  reports: Map<string, string | undefined>;
  /** Every `*.api.md` in the report folder. */
  files: string[];
  surfaceText: string;
}

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

export const readPackageName = (paths: ApiReportPaths) =>
  String(readJson(join(paths.packageDir, 'package.json')).name);

export function generate(paths: ApiReportPaths): Generated {
  const pkg = readJson(join(paths.packageDir, 'package.json'));
  const packageName = String(pkg.name);
  const folders = (dir: string) =>
    readdirSync(join(paths.packageDir, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  const entries = expandEntries((pkg.exports ?? {}) as Record<string, unknown>, folders, (file) =>
    existsSync(join(paths.packageDir, file)),
  );
  const files = new Map(entries.map((entry) => [entry.name, reportFileName(packageName, entry.name)]));
  if (new Set(files.values()).size !== files.size)
    throw new ApiReportError(
      `two entries of ${packageName} would share a report file: ${[...files.values()].join(', ')}`,
    );

  const dtsDir = join(paths.workDir, 'dts');
  const emitted = emitDeclarations({ ...paths, packageName, entries, outDir: dtsDir });
  if (emitted.errors.length)
    throw new ApiReportError(
      `The declarations of ${packageName} do not compile, so their report would be wrong:\n${emitted.errors.join('\n')}`,
    );
  const reportDir = join(paths.workDir, 'reports');
  const extracted = extractReports({
    dtsDir,
    reportDir,
    typeRoots: paths.typeRoots,
    types: paths.types,
    entries: new Map(
      entries.map((e) => [e.name, { dts: emitted.dtsOf.get(e.name)!, reportFile: files.get(e.name)! }]),
    ),
  });
  if (extracted.problems.length)
    throw new ApiReportError(
      `API Extractor could not read ${packageName} cleanly:\n${extracted.problems.join('\n')}`,
    );

  const changelogFile = join(paths.packageDir, 'CHANGELOG.md');
  return {
    packageName,
    version: String(pkg.version),
    changelog: existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
    reports: new Map(
      [...extracted.reports].map(([entry, text]) => [entry, { file: files.get(entry)!, text }]),
    ),
    reportDir,
  };
}

/** The committed baseline, or undefined before the first `--update`. */
export function readBaseline(paths: ApiReportPaths, packageName: string): Baseline | undefined {
  const surfaceFile = join(paths.reportDir, SURFACE_FILE);
  if (!existsSync(surfaceFile)) return undefined;
  const surfaceText = readFileSync(surfaceFile, 'utf8');
  let surface: { version?: unknown; entries?: unknown };
  try {
    surface = JSON.parse(surfaceText) as typeof surface;
  } catch (error) {
    throw new ApiReportError(`${surfaceFile} is not JSON (${(error as Error).message})`);
  }
  if (typeof surface.version !== 'string' || typeof surface.entries !== 'object' || !surface.entries)
    throw new ApiReportError(`${surfaceFile} has no "version" and "entries"`);
  const reports = new Map(
    Object.keys(surface.entries).map((entry) => {
      const file = join(paths.reportDir, reportFileName(packageName, entry));
      return [entry, existsSync(file) ? readFileSync(file, 'utf8') : undefined];
    }),
  );
  const files = readdirSync(paths.reportDir).filter(
    (file) => file.endsWith('.api.md') && statSync(join(paths.reportDir, file)).isFile(),
  );
  return { version: surface.version, reports, files, surfaceText };
}

/** surface.json: the version and every entry's exported names. */
export function surfaceText(version: string, reports: Generated['reports']): string {
  const entries = Object.fromEntries(
    [...reports].map(([entry, { text }]) => [entry, parseReport(text).names]),
  );
  return `${JSON.stringify({ version, entries }, null, 2)}\n`;
}

export interface Comparison {
  /** One per entry whose report differs, was added or was removed. */
  changes: EntryChange[];
  /** Report files in the folder that belong to no entry, old or new. */
  strays: string[];
  /** Anything but the version differs: a report, the list of entries, surface.json's names. */
  reportsDiffer: boolean;
}

function parsed(entry: string, text: string | undefined, where: string) {
  if (text === undefined) return undefined;
  try {
    return parseReport(text);
  } catch (error) {
    throw new ApiReportError(`cannot read the ${where} report of ${entry}: ${(error as Error).message}`);
  }
}

export function compareWithBaseline(generated: Generated, baseline: Baseline): Comparison {
  const entries = [...new Set([...generated.reports.keys(), ...baseline.reports.keys()])];
  const changes = entries.flatMap((entry) => {
    const now = generated.reports.get(entry)?.text;
    const was = baseline.reports.get(entry);
    if (now !== undefined && now === was) return [];
    return [compareEntry(entry, parsed(entry, was, 'committed'), parsed(entry, now, 'new'))];
  });
  const known = new Set([
    ...[...generated.reports.values()].map((report) => report.file),
    ...[...baseline.reports.keys()].map((entry) => reportFileName(generated.packageName, entry)),
  ]);
  const strays = baseline.files.filter((file) => !known.has(file));
  const surfaceDiffers = surfaceText(baseline.version, generated.reports) !== baseline.surfaceText;
  return { changes, strays, reportsDiffer: changes.length > 0 || strays.length > 0 || surfaceDiffers };
}
