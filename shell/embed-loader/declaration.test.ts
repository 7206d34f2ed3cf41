/**
 * `/embed/v1.d.ts` (./types/v1.d.ts), the types partners' developers save: it stands alone (no
 * import of ours), a partner's use of it compiles and a wrong one does not, and each of its types is
 * the loader's own (./options.ts, ./open.ts, ../src/embed/protocol.ts) both ways, so neither can
 * change without the other. The result's claims are the ones the signer writes.
 */
import { dirname, join } from 'node:path';
import { decodeJwt } from 'jose';
import ts from 'typescript';
import { embedKeysFromEnv } from '../server/embed-result/embed-keys.ts';
import { signResult } from '../server/embed-result/result-signer.ts';

const here = import.meta.dirname;
const declaration = join(here, 'types', 'v1.d.ts');

/** Files the program holds besides the declaration, as if they sat in this folder. */
const probes = {
  // Each pair: the served type and the loader's, the same both ways.
  'in-step.ts': `
    import type * as Served from './types/v1';
    import type { EmbedOptions } from './options.ts';
    import type { EmbedHandle } from './open.ts';
    import type { LenderEmbed } from './install.ts';
    import type { EmbedAccount, EmbedEventName, EmbedScreen, EmbedSuccess, EventDetails, ExitReason } from '../src/embed/protocol.ts';
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    export const inStep: [true, true, true, true, true, true, true, true, true] = [
      true as Same<Served.LenderEmbedOptions, EmbedOptions>,
      true as Same<Served.LenderEmbedSuccess, EmbedSuccess>,
      true as Same<Served.LenderEmbedAccount, EmbedAccount>,
      true as Same<Served.LenderEmbedScreen, EmbedScreen>,
      true as Same<Served.LenderEmbedExitReason, ExitReason>,
      true as Same<Served.LenderEmbedEventName, EmbedEventName>,
      true as Same<Served.LenderEmbedEventDetails, EventDetails>,
      true as Same<Served.LenderEmbedHandle, EmbedHandle>,
      true as Same<Served.LenderEmbed['version'], LenderEmbed['version']>,
    ];`,
  // What a partner writes, with nothing of ours but the declaration.
  'partner.ts': `
    import type { LenderEmbedResultClaims } from './types/v1';
    declare const nonce: string;
    const handle = window.LenderEmbed?.open({
      label: 'apollo', screen: 'login', wallet: true, nonce,
      onSuccess: ({ result, account }) => fetch('/verify', { method: 'POST', body: result ?? account?.address ?? '' }),
      onExit: ({ reason }) => reason === 'escape',
      onEvent: (name, details) => console.log(name, details.reason),
    });
    handle?.close();
    window.LenderEmbed?.open({ label: 'apollo', screen: 'register', wallet: false, nonce });
    export const subjectOf = (claims: LenderEmbedResultClaims): string => claims.sub;`,
  // Each line a mistake the declaration must catch.
  'wrong.ts': `
    window.LenderEmbed?.open({ label: 'apollo', screen: 'signup' });
    window.LenderEmbed?.open({ screen: 'login' });
    window.LenderEmbed?.open({ label: 'apollo', screen: 'login', nonce: 16 });
    window.LenderEmbed?.open({ label: 'apollo', screen: 'login', onSuccess: ({ identity }) => identity });`,
};

function compile() {
  const configFile = join(here, 'types', 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const virtual = new Map(Object.entries(probes).map(([name, text]) => [join(here, name), text]));
  const real = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...real,
    fileExists: (file) => virtual.has(file) || real.fileExists(file),
    readFile: (file) => virtual.get(file) ?? real.readFile(file),
    getSourceFile: (file, language, ...rest) =>
      virtual.has(file)
        ? ts.createSourceFile(file, virtual.get(file)!, language)
        : real.getSourceFile(file, language, ...rest),
  };
  const program = ts.createProgram([declaration, ...virtual.keys()], { ...options, noEmit: true }, host);
  const problemsIn = (name: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name.startsWith('/') ? name : join(here, name)))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  return { program, problemsIn };
}

describe('/embed/v1.d.ts', () => {
  const { program, problemsIn } = compile();
  const source = program.getSourceFile(declaration)!;

  it('stands alone: no import or reference of ours, and it compiles with the DOM alone', () => {
    expect(
      source.statements.filter((s) => ts.isImportDeclaration(s) || ts.isImportEqualsDeclaration(s)),
    ).toEqual([]);
    expect([...source.referencedFiles, ...source.typeReferenceDirectives]).toEqual([]);
    expect(problemsIn(declaration)).toEqual([]);
  });

  it("is the loader's own types, both ways", () => {
    expect(problemsIn('in-step.ts')).toEqual([]);
  });

  it("compiles a partner's use of it, and refuses each mistake", () => {
    expect(problemsIn('partner.ts')).toEqual([]);
    const wrong = ts.getPreEmitDiagnostics(program, program.getSourceFile(join(here, 'wrong.ts')));
    const lines = new Set(wrong.map((d) => d.file!.getLineAndCharacterOfPosition(d.start!).line));
    expect([...lines].sort()).toEqual([1, 2, 3, 4]);
  });

  it('names every claim the signer writes, and no other', async () => {
    const claims = program
      .getTypeChecker()
      .getTypeAtLocation(
        source.statements.find(
          (s): s is ts.InterfaceDeclaration =>
            ts.isInterfaceDeclaration(s) && s.name.text === 'LenderEmbedResultClaims',
        )!,
      );
    const declared = claims.getProperties().map((p) => p.name);
    // Outside production: the committed development key.
    const { keys } = embedKeysFromEnv({}, ['https://signin.lender.example']);
    const signed = await signResult(
      keys!,
      { sub: 'identity-1', address: 'pb1abc', name: 'Pat' },
      { audience: 'https://partner.example', nonce: 'n'.repeat(16) },
    );
    expect(declared.sort()).toEqual(Object.keys(decodeJwt(signed)).sort());
  });
});
