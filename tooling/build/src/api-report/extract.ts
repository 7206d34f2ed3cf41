/**
 * One API Extractor report per entry, all over one CompilerState: the program over the
 * declarations is built once (about 2.5 s for `@lender/shared`), each entry then costs
 * milliseconds. The configuration is built here, in code: no api-extractor.json files.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  type IConfigFile,
} from '@microsoft/api-extractor';
import { REMOTES_READ } from './declaration-diff.ts';

/**
 * The doc tags the reports carry (`// @remotesRead` above a declaration, classify.ts reads it): a
 * modifier tag of our own, so TSDoc is told of it in a `tsdoc.json` beside the declarations,
 * where API Extractor looks for one (its project folder).
 */
function writeTsdocConfig(dtsDir: string): void {
  const base = createRequire(import.meta.url).resolve('@microsoft/api-extractor/extends/tsdoc-base.json');
  const config = {
    $schema: 'https://developer.microsoft.com/json-schemas/tsdoc/v0/tsdoc.schema.json',
    extends: [base],
    tagDefinitions: [{ tagName: REMOTES_READ, syntaxKind: 'modifier' }],
    supportForTags: { [REMOTES_READ]: true },
  };
  writeFileSync(join(dtsDir, 'tsdoc.json'), JSON.stringify(config, null, 2));
}

export interface ExtractInput {
  /** The folder of the emitted declarations and their package.json (emit.ts). */
  dtsDir: string;
  /** Entry name → its declaration file and its report file's name. */
  entries: ReadonlyMap<string, { dts: string; reportFile: string }>;
  /** Where the reports are written; emptied first. */
  reportDir: string;
  typeRoots: string[];
  types: string[];
}

export interface Extracted {
  /** Entry name → report text. */
  reports: Map<string, string>;
  /** API Extractor's warnings and errors, one line each, with the entry they are about. */
  problems: string[];
}

/**
 * Quiet on what this package does not do (TSDoc on every export, release tags), and on
 * forgotten exports, which `includeForgottenExports` puts in the report with their bodies.
 */
const messages: IConfigFile['messages'] = {
  compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
  extractorMessageReporting: {
    default: { logLevel: ExtractorLogLevel.Warning },
    'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
    'ae-undocumented': { logLevel: ExtractorLogLevel.None },
    'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
  },
  tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
};

function configOf(input: ExtractInput, dts: string, reportFile: string, firstDts: string): IConfigFile {
  return {
    projectFolder: input.dtsDir,
    mainEntryPointFilePath: dts,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          allowImportingTsExtensions: true,
          noEmit: true,
          skipLibCheck: true,
          strict: true,
          types: input.types,
          typeRoots: input.typeRoots,
        },
        // An empty list is refused; the CompilerState adds every entry anyway.
        files: [firstDts],
      },
    },
    apiReport: {
      enabled: true,
      includeForgottenExports: true,
      tagsToReport: { [REMOTES_READ]: true },
      reportFileName: reportFile.replace(/\.api\.md$/, ''),
      reportFolder: input.reportDir,
      reportTempFolder: join(input.reportDir, '..', 'reports-temp'),
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages,
  };
}

export function extractReports(input: ExtractInput): Extracted {
  rmSync(input.reportDir, { recursive: true, force: true });
  mkdirSync(input.reportDir, { recursive: true });
  const all = [...input.entries.values()].map((entry) => entry.dts);
  const reports = new Map<string, string>();
  const problems: string[] = [];
  writeTsdocConfig(input.dtsDir);
  let state: CompilerState | undefined;
  for (const [name, { dts, reportFile }] of input.entries) {
    const config = ExtractorConfig.prepare({
      configObject: configOf(input, dts, reportFile, all[0]!),
      configObjectFullPath: join(input.dtsDir, 'api-extractor.json'),
      packageJsonFullPath: join(input.dtsDir, 'package.json'),
    });
    state ??= CompilerState.create(config, { additionalEntryPoints: all });
    // The report folder starts empty, so a "local build" writes every report.
    Extractor.invoke(config, {
      localBuild: true,
      compilerState: state,
      messageCallback: (message: ExtractorMessage) => {
        message.handled = true;
        const level = message.logLevel;
        if (
          (level === ExtractorLogLevel.Warning || level === ExtractorLogLevel.Error) &&
          !message.messageId.startsWith('console-')
        )
          problems.push(`${name}: ${message.messageId}: ${message.text}`);
      },
    });
    reports.set(name, readFileSync(join(input.reportDir, reportFile), 'utf8'));
  }
  return { reports, problems };
}
