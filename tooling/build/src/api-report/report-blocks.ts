/**
 * Reads an API Extractor report (`*.api.md`) back into its declarations, keyed by name, so
 * that the update command can tell an added name from a removed or changed one.
 *
 * The assumption this parse rests on (API Extractor 7's ApiReportGenerator, checked against
 * the reports of `@lender/shared` and in report-blocks.test.ts): the report's one fenced ```ts
 * block holds, after the `import` lines, one paragraph per top-level declaration, the
 * paragraphs separated by a blank line. A paragraph is `//` comment lines at column 0 (the
 * release tag `// @public …`, warnings) and then the declaration; its members are indented,
 * only the closing line of a multi-line type may start at column 0 (`}, undefined>;`). A
 * declaration without `export` is a forgotten export (`includeForgottenExports`): a type the
 * surface uses but does not name, kept so that a change of its body is seen. A dependency's
 * re-export is `export { Box }` with its `import` above. A paragraph that fits none of this is
 * refused loudly (a newer API Extractor changed its format), never skipped.
 */

export interface Declaration {
  /** Exported by name (a forgotten export, or an import, is not). */
  exported: boolean;
  /** The declaration without its comments or its leading `export`: what a change is read from. */
  text: string;
  /**
   * The doc tags API Extractor wrote above it (`tagsToReport`, extract.ts): `@remotesRead` marks a
   * type remotes only read, so a member added to it is an addition (classify.ts).
   */
  tags: string[];
}

export interface ReportSurface {
  /** The exported names, sorted. */
  names: string[];
  /** Every declaration and import binding, by name (`import v` for an import). */
  declarations: Map<string, Declaration>;
}

const FENCE_OPEN = '```ts';
const FENCE_CLOSE = '```';

/** `export declare abstract class X`, `type X<T> =`, `declare namespace X {`, `const enum X`, … */
const DECLARATION =
  /^(export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const\s+enum|const|let|var|function\*?|class|interface|type|enum|namespace|module)\s+([A-Za-z_$][\w$]*)/;
const REEXPORT = /^export\s*(?:type\s+)?\{([^}]*)\}/;
const IMPORT = /^import\s+(?:type\s+)?(.+?)\s+from\s+('[^']*'|"[^"]*");?$/;

/** The lines of the fenced block. */
function fencedLines(report: string): string[] {
  const lines = report.split('\n');
  const open = lines.indexOf(FENCE_OPEN);
  const close = lines.indexOf(FENCE_CLOSE, open + 1);
  if (open < 0 || close < 0) throw new Error('not an API Extractor report: no ```ts block');
  return lines.slice(open + 1, close);
}

/** Paragraphs split at blank lines; one that starts indented or with a closing bracket continues the one before. */
function paragraphs(lines: string[]): string[][] {
  const found: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length) found.push(current);
      current = [];
    } else if (!current.length && /^[\s})\]]/.test(line) && found.length) {
      current = found.pop()!;
      current.push('', line);
    } else current.push(line);
  }
  if (current.length) found.push(current);
  return found;
}

/** `{ a, b as c }` or `* as v` or `X` of an import: local name to what it imports. */
function importBindings(clause: string, from: string): [string, string][] {
  const star = /^\*\s+as\s+([\w$]+)$/.exec(clause);
  if (star) return [[star[1]!, `* from ${from}`]];
  const braces = /^\{([^}]*)\}$/.exec(clause);
  if (!braces) return [[clause, `default from ${from}`]];
  return braces[1]!
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return [local!, `${imported} from ${from}`];
    });
}

function add(declarations: Map<string, Declaration>, name: string, declaration: Declaration): void {
  const before = declarations.get(name);
  // Overloads, and a value and a type of one name, come as paragraphs of their own: one block.
  declarations.set(
    name,
    before
      ? {
          exported: before.exported || declaration.exported,
          text: `${before.text}\n\n${declaration.text}`,
          tags: [...new Set([...before.tags, ...declaration.tags])],
        }
      : declaration,
  );
}

/**
 * The `@tags` of a paragraph's own synopsis (`// @public @remotesRead`, at column 0: a member's are
 * indented), not of its warnings, which quote names such as `@lender/shared`.
 */
const tagsOf = (paragraph: string[]) =>
  paragraph
    .filter((line) => line.startsWith('//') && !line.startsWith('// Warning'))
    .flatMap((line) => line.match(/(?<=^\/\/.*\s)@[A-Za-z]+\b(?!\/)/g) ?? []);

/** One report's exported names and its declarations by name. Throws on a report it cannot read. */
export function parseReport(report: string): ReportSurface {
  const declarations = new Map<string, Declaration>();
  for (const paragraph of paragraphs(fencedLines(report))) {
    const code = paragraph.filter((line) => !/^\s*\/\//.test(line));
    const tags = tagsOf(paragraph);
    const first = code[0];
    if (first === undefined) continue;
    if (first.startsWith('import ')) {
      for (const line of code) {
        const match = IMPORT.exec(line);
        if (!match) throw new Error(`cannot read the import "${line}"`);
        for (const [local, what] of importBindings(match[1]!.trim(), match[2]!))
          declarations.set(`import ${local}`, { exported: false, text: what, tags: [] });
      }
      continue;
    }
    const reexport = REEXPORT.exec(first);
    if (reexport) {
      for (const part of reexport[1]!
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean))
        add(declarations, part.split(/\s+as\s+/).pop()!, { exported: true, text: code.join('\n'), tags });
      continue;
    }
    const declaration = DECLARATION.exec(first);
    if (!declaration) throw new Error(`cannot name the declaration "${first}"`);
    const text = [first.replace(/^export\s+/, ''), ...code.slice(1)].join('\n');
    add(declarations, declaration[2]!, { exported: Boolean(declaration[1]), text, tags });
  }
  const names = [...declarations].filter(([, d]) => d.exported).map(([name]) => name);
  return { names: names.sort(), declarations };
}
