/**
 * One compiler run for every entry: the declarations only, into `outDir`, and a package.json
 * over them. One program is what makes the check cost seconds: the entries share most of their
 * files, and 23 separate runs would each type-check them again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { Entry } from './entries.ts';

export interface EmitInput {
  packageDir: string;
  packageName: string;
  entries: readonly Entry[];
  outDir: string;
  /** The compiler options every package shares (the repository's tsconfig.base.json). */
  baseTsconfig: string;
  typeRoots: string[];
  types: string[];
}

export interface Emitted {
  /** Each entry's declaration file, absolute. */
  dtsOf: Map<string, string>;
  /** The compiler's errors, formatted; the declarations of a file with errors cannot be trusted. */
  errors: string[];
}

/** Diagnostics shown before the rest is counted: the first few say what broke. */
const ERRORS_SHOWN = 10;

function baseOptions(baseTsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(baseTsconfig, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, join(baseTsconfig, '..')).options;
}

function formatted(diagnostics: readonly ts.Diagnostic[], root: string): string[] {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const shown = diagnostics.slice(0, ERRORS_SHOWN).map((d) => ts.formatDiagnostic(d, host).trimEnd());
  const more = diagnostics.length - shown.length;
  return more > 0 ? [...shown, `… and ${more} more`] : shown;
}

export function emitDeclarations(input: EmitInput): Emitted {
  const { packageDir, outDir } = input;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const sources = input.entries.map((entry) => join(packageDir, entry.source));
  const program = ts.createProgram(sources, {
    ...baseOptions(input.baseTsconfig),
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    rootDir: packageDir,
    outDir,
    typeRoots: input.typeRoots,
    // Unused names change no declaration; `npm run typecheck` reports them.
    noUnusedLocals: false,
    noUnusedParameters: false,
    types: input.types,
  });
  const emit = program.emit(undefined, undefined, undefined, true);
  const errors = [...ts.getPreEmitDiagnostics(program), ...emit.diagnostics].filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );

  const dtsOf = new Map(
    input.entries.map((entry) => [entry.name, join(outDir, entry.source.replace(/\.tsx?$/, '.d.ts'))]),
  );
  // The package's own name over its declarations: a file that imports `<name>/endpoint` (a
  // self-reference) then reads the declaration, not the source. Dependencies are found in
  // the package's node_modules, above outDir.
  const exports = Object.fromEntries(
    [...dtsOf].map(([name, dts]) => [name, { types: `./${relative(outDir, dts)}` }]),
  );
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify({ name: input.packageName, private: true, type: 'module', exports }, null, 2)}\n`,
  );
  return { dtsOf, errors: formatted(errors, packageDir) };
}
