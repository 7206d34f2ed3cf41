/**
 * The two commands over the pipeline: `--check` (an `npm test` step) and `--update`
 * (`npm run api:update`). Each returns its exit code and the message to print; nothing here
 * exits or prints.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decideUpdate, describeChanges } from './decide.ts';
import {
  type ApiReportPaths,
  type Baseline,
  compareWithBaseline,
  generate,
  type Generated,
  readBaseline,
  readPackageName,
  SURFACE_FILE,
  surfaceText,
} from './pipeline.ts';

export interface Outcome {
  code: 0 | 1;
  message: string;
}

export const UPDATE_COMMAND = 'npm run api:update';

/** How messages name a file: relative to `displayRoot` (the repository's root), else absolute. */
const shown = (paths: ApiReportPaths, file: string) =>
  paths.displayRoot ? relative(paths.displayRoot, file) : file;

export function runCheck(paths: ApiReportPaths): Outcome {
  const packageName = readPackageName(paths);
  const reportDir = `${shown(paths, paths.reportDir)}/`;
  const baseline = readBaseline(paths, packageName);
  if (!baseline)
    return {
      code: 1,
      message: `${packageName} has no committed report in ${reportDir}: run \`${UPDATE_COMMAND}\` to record one.`,
    };
  const generated = generate(paths);
  const comparison = compareWithBaseline(generated, baseline);
  const versionMoved = baseline.version !== generated.version;
  if (!comparison.reportsDiffer && !versionMoved)
    return {
      code: 0,
      message: `The public surface of ${generated.packageName} matches ${reportDir} (${generated.reports.size} entries, ${generated.version}).`,
    };
  const lines = [
    `The public surface of ${generated.packageName} differs from its committed report (${reportDir}):`,
    ...comparison.changes.map((change) => `  - ${describeChanges([change])}`),
    ...comparison.strays.map((file) => `  - ${file} belongs to no entry`),
    ...(versionMoved
      ? [
          `  - ${shown(paths, join(paths.packageDir, 'package.json'))} is ${generated.version}, the surface was recorded at ${baseline.version}`,
        ]
      : []),
    `The new reports are in ${shown(paths, generated.reportDir)}/ (diff -r ${reportDir} ${shown(paths, generated.reportDir)}/).`,
    `Run \`${UPDATE_COMMAND}\`: it records them, and says which version and changelog entry the change needs.`,
  ];
  return { code: 1, message: lines.join('\n') };
}

/** Replaces the committed reports and surface.json with the new ones. */
function write(
  paths: ApiReportPaths,
  generated: Generated,
  baseline: Baseline | undefined,
  version: string,
): string[] {
  mkdirSync(paths.reportDir, { recursive: true });
  const current = new Set([...generated.reports.values()].map((report) => report.file));
  for (const file of baseline?.files ?? []) if (!current.has(file)) rmSync(join(paths.reportDir, file));
  const written: string[] = [];
  for (const [entry, { file, text }] of generated.reports) {
    if (text === baseline?.reports.get(entry)) continue;
    writeFileSync(join(paths.reportDir, file), text);
    written.push(file);
  }
  writeFileSync(join(paths.reportDir, SURFACE_FILE), surfaceText(version, generated.reports));
  return [...written, SURFACE_FILE];
}

export function runUpdate(paths: ApiReportPaths): Outcome {
  const generated = generate(paths);
  const baseline = readBaseline(paths, generated.packageName);
  const reportDir = `${shown(paths, paths.reportDir)}/`;
  if (!baseline) {
    write(paths, generated, undefined, generated.version);
    return {
      code: 0,
      message: `Recorded the first report of ${generated.packageName} at ${generated.version} in ${reportDir} (${generated.reports.size} entries).`,
    };
  }
  const comparison = compareWithBaseline(generated, baseline);
  const decision = decideUpdate({
    changes: comparison.changes,
    reportsDiffer: comparison.reportsDiffer,
    recordedVersion: baseline.version,
    packageVersion: generated.version,
    changelog: generated.changelog,
    files: {
      packageJson: shown(paths, join(paths.packageDir, 'package.json')),
      changelog: shown(paths, join(paths.packageDir, 'CHANGELOG.md')),
    },
  });
  if (decision.action === 'nothing') return { code: 0, message: decision.message };
  if (decision.action === 'refuse') return { code: 1, message: `${decision.message}\nNothing was written.` };
  const written = write(paths, generated, baseline, decision.version);
  return { code: 0, message: `${decision.message}\nWrote ${written.join(', ')} in ${reportDir}.` };
}
