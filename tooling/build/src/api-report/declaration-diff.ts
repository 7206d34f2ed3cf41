/**
 * Whether a declaration's new text only adds to its old one, read as TypeScript (both parsed, the
 * two trees walked side by side), so that `npm run api:update` can tell a minor from a major
 * (docs/shared-contract.md). Pure.
 *
 * A remote built against the old declaration keeps working when the new one only adds what it
 * never had to give: a member it reads and ignores, never one it must write. So a member added is
 * an addition when it is optional, or when it sits where remotes only read:
 *
 * - the type of a value `@lender/shared` exports (a `const`, a function's result): the shell
 *   provides the value, a remote cannot implement it;
 * - a type tagged `@remotesRead` in its doc comment (in the committed report: the tag is part of
 *   the contract remotes were built against);
 *
 * and a function's parameter turns the position around: what a remote passes in, it constructs.
 * Inside another type's arguments (`Schema<{ … }>`) the variance is not known, so only an optional
 * member is an addition there (`Promise` and the read-only wrappers keep it: they only hand out).
 * Everything else that differs (a member removed, a type changed, a union widened or narrowed, an
 * overload, a heading's `extends`) breaks, and says where.
 */
import ts from 'typescript';

/** Where a type stands for a remote: what it only reads, what it constructs, or either (unknown). */
export type Position = 'read' | 'written' | 'either';

export interface DeclarationDiff {
  /** Members added that a remote built earlier does without: `createPageWallet → onRequest`. */
  additions: string[];
  /** What breaks a remote built against the old text, each with where and why. */
  breaks: string[];
}

/** The doc tag that marks a type remotes only read. */
export const REMOTES_READ = '@remotesRead';

/** Type arguments that keep the position: these only hand their argument out. */
const COVARIANT_WRAPPERS = new Set(['Promise', 'PromiseLike', 'Readonly', 'ReadonlyArray']);

const flip = (position: Position): Position =>
  position === 'read' ? 'written' : position === 'written' ? 'read' : 'either';

type Container = ts.InterfaceDeclaration | ts.TypeLiteralNode | ts.ClassDeclaration;
type Member = ts.TypeElement | ts.ClassElement;

const isContainer = (node: ts.Node): node is Container =>
  ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node) || ts.isClassDeclaration(node);

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('declaration.d.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Where a top-level statement starts: values are read, types are either unless tagged. */
function startOf(statement: ts.Statement, remotesRead: boolean): Position {
  if (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement)) return 'read';
  return remotesRead ? 'read' : 'either';
}

/** A member's key: its name, or what kind of unnamed member it is (`(call)`, `[string]`). */
function keyOf(member: Member): string {
  if (member.name) return member.name.getText();
  if (ts.isCallSignatureDeclaration(member)) return '(call)';
  if (ts.isConstructSignatureDeclaration(member)) return '(new)';
  if (ts.isIndexSignatureDeclaration(member)) return `[${member.parameters[0]?.type?.getText() ?? ''}]`;
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  return `(${ts.SyntaxKind[member.kind]})`;
}

const isOptional = (member: Member) => 'questionToken' in member && member.questionToken !== undefined;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What comes before a container's members: `interface X<T> extends Y {`, `class E extends Error {`. */
function headingOf(node: Container): string {
  const source = node.getSourceFile().text;
  return squash(source.slice(node.getStart(), node.members.pos));
}

function groupMembers(members: readonly Member[]): Map<string, Member[]> {
  const groups = new Map<string, Member[]>();
  for (const member of members) groups.set(keyOf(member), [...(groups.get(keyOf(member)) ?? []), member]);
  return groups;
}

class Walk {
  readonly additions: string[] = [];
  readonly breaks: string[] = [];

  node(before: ts.Node, after: ts.Node, position: Position, path: string): void {
    if (before.kind !== after.kind) {
      this.breaks.push(`${path}: \`${squash(before.getText())}\` became \`${squash(after.getText())}\``);
      return;
    }
    if (isContainer(before)) {
      this.container(before, after as Container, position, path);
      return;
    }
    const was = before.getChildren();
    const now = after.getChildren();
    if (was.length === 0 && now.length === 0) {
      if (before.getText() !== after.getText())
        this.breaks.push(`${path}: \`${before.getText()}\` became \`${after.getText()}\``);
      return;
    }
    if (was.length !== now.length) {
      this.breaks.push(`${path}: \`${squash(before.getText())}\` became \`${squash(after.getText())}\``);
      return;
    }
    const inner = this.positionInside(before, position);
    was.forEach((child, index) => this.node(child, now[index]!, inner, path));
  }

  /** The position of a node's children: a parameter turns it around, an unknown type's arguments lose it. */
  private positionInside(node: ts.Node, position: Position): Position {
    if (ts.isParameter(node)) return flip(position);
    if (ts.isTypeReferenceNode(node) && node.typeArguments?.length)
      return COVARIANT_WRAPPERS.has(node.typeName.getText()) ? position : 'either';
    if (ts.isExpressionWithTypeArguments(node)) return 'either';
    return position;
  }

  private container(before: Container, after: Container, position: Position, path: string): void {
    if (headingOf(before) !== headingOf(after)) {
      this.breaks.push(`${path}: \`${headingOf(before)}\` became \`${headingOf(after)}\``);
      return;
    }
    const was = groupMembers(before.members);
    const now = groupMembers(after.members);
    for (const [key, members] of was) {
      const where = `${path}.${key}`;
      const current = now.get(key);
      if (!current) this.breaks.push(`${where}: removed`);
      else if (current.length !== members.length) this.breaks.push(`${where}: its overloads changed`);
      else members.forEach((member, index) => this.node(member, current[index]!, position, where));
    }
    for (const [key, members] of now) {
      if (was.has(key)) continue;
      const where = `${path}.${key}`;
      if (members.every(isOptional)) this.additions.push(`${where} (optional)`);
      else if (position === 'read') this.additions.push(where);
      else
        this.breaks.push(
          position === 'written'
            ? `${where}: a required member added to what remotes construct`
            : `${where}: a required member added to a type remotes may implement or construct (not ${REMOTES_READ})`,
        );
    }
  }
}

/**
 * How `after` differs from `before` for the declaration `name` (the report's text of it: its
 * paragraphs, overloads and a value's type after its type's). `remotesRead`: the committed
 * declaration carries `@remotesRead`.
 */
export function diffDeclaration(
  name: string,
  before: string,
  after: string,
  remotesRead: boolean,
): DeclarationDiff {
  const walk = new Walk();
  if (before === after) return { additions: [], breaks: [] };
  const was = parse(before).statements;
  const now = parse(after).statements;
  if (was.length !== now.length) {
    walk.breaks.push(`${name}: its declarations (overloads) changed`);
    return walk;
  }
  was.forEach((statement, index) => walk.node(statement, now[index]!, startOf(statement, remotesRead), name));
  return { additions: walk.additions, breaks: walk.breaks };
}
