/** @jest-environment node */
import { satisfy } from '@module-federation/runtime-core';
import type * as RuntimeCoreModule from '@module-federation/runtime-core';

type RuntimeCore = typeof RuntimeCoreModule;
import {
  refusalMessage,
  refusalOf,
  RemoteRefusedError,
  shellFactsOf,
  type ManifestFacts,
  type Refusal,
  type ShellFacts,
} from './compatibility.ts';
import { runsHere } from './manifest-facts.ts';

// The library's range parser, watched: a hostile manifest must never reach it.
jest.mock('@module-federation/runtime-core', () => {
  const actual: RuntimeCore = jest.requireActual('@module-federation/runtime-core');
  return { ...actual, satisfy: jest.fn(actual.satisfy) };
});

const shell: ShellFacts = { sharedVersion: '0.2.7', federationVersion: '2.9.2' };

/** A manifest as the remotes' builds write it (the fields the decision reads); null: no pluginVersion. */
const manifest = (
  shared: ManifestFacts['shared'],
  pluginVersion: string | null = '2.9.2',
): ManifestFacts => ({
  metaData: { pluginVersion: pluginVersion ?? undefined, buildInfo: { buildVersion: '0.1.0' } },
  shared,
});

const built = [
  { name: '@lender/shared', requiredVersion: '^0.2.7' },
  { name: '@lender/shared/wallet', requiredVersion: '^0.2.7' },
  { name: 'react', requiredVersion: '19.3.1' },
];

describe('refusalOf', () => {
  it.each<[string, ManifestFacts, Refusal | undefined]>([
    ['the same versions', manifest(built), undefined],
    [
      'an older @lender/shared range the shell satisfies',
      manifest([{ name: '@lender/shared', requiredVersion: '^0.2.0' }]),
      undefined,
    ],
    [
      'a range of alternatives the shell satisfies',
      manifest([{ name: '@lender/shared', requiredVersion: '^0.1.0 || ^0.2.0' }]),
      undefined,
    ],
    [
      'requiredVersion false (any version)',
      manifest([{ name: '@lender/shared', requiredVersion: false }]),
      undefined,
    ],
    ['no requiredVersion', manifest([{ name: '@lender/shared' }]), undefined],
    ['no shared list', manifest(undefined), undefined],
    [
      'a package outside the contract needing another version',
      manifest([{ name: 'react', requiredVersion: '^20.0.0' }]),
      undefined,
    ],
    [
      'a name that only starts like the contract',
      manifest([{ name: '@lender/shared-extra', requiredVersion: '^9.0.0' }]),
      undefined,
    ],
    [
      'another federation version',
      manifest(built, '2.8.0'),
      { kind: 'federation', needs: '2.8.0', provides: '2.9.2' },
    ],
    [
      'no federation version',
      manifest(built, null),
      { kind: 'federation', needs: 'an unknown version', provides: '2.9.2' },
    ],
    [
      'no metaData at all',
      { shared: built },
      { kind: 'federation', needs: 'an unknown version', provides: '2.9.2' },
    ],
    [
      'a newer @lender/shared',
      manifest([...built, { name: '@lender/shared', requiredVersion: '^0.3.0' }]),
      { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' },
    ],
    [
      'a newer @lender/shared entry point',
      manifest([{ name: '@lender/shared/wallet', requiredVersion: '^0.3.0' }]),
      { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' },
    ],
    [
      'a newer patch than the shell has',
      manifest([{ name: '@lender/shared', requiredVersion: '^0.2.8' }]),
      { kind: 'shared', needs: '@lender/shared ^0.2.8', provides: '0.2.7' },
    ],
    [
      'both: the federation version is named first',
      manifest([{ name: '@lender/shared', requiredVersion: '^0.3.0' }], '2.8.0'),
      { kind: 'federation', needs: '2.8.0', provides: '2.9.2' },
    ],
  ])('%s', (_, facts, refusal) => {
    expect(refusalOf(facts, shell)).toEqual(refusal);
  });
});

describe('a manifest whose version fields are not short, plain versions', () => {
  beforeEach(() => jest.mocked(satisfy).mockClear());

  it("is refused before the library's parser sees it: 500 spaces (58 s of backtracking in the parser)", () => {
    const hostile = manifest([{ name: '@lender/shared', requiredVersion: ' '.repeat(500) }]);
    expect(refusalOf(hostile, shell)).toEqual({
      kind: 'manifest',
      field: 'shared[0].requiredVersion',
      value: `"${' '.repeat(16)}" (500 characters)`,
    });
    expect(satisfy).not.toHaveBeenCalled();
  });

  it('is refused for a corrupted federation version, which is then not printed whole', () => {
    const refusal = refusalOf(manifest(built, `2.9.2${' '.repeat(300)}`), shell);
    expect(refusal).toMatchObject({ kind: 'manifest', field: 'metaData.pluginVersion' });
    expect(satisfy).not.toHaveBeenCalled();
    expect(refusalMessage('remote_login', ' '.repeat(300), 'https://static.example/m.json', refusal!)).toBe(
      `[federation] remote_login (no version) (https://static.example/m.json) was not loaded: its manifest's metaData.pluginVersion is not a plain version ("2.9.2           " (305 characters))`,
    );
  });

  it('while a plain one still reaches the parser', () => {
    expect(refusalOf(manifest(built), shell)).toBeUndefined();
    expect(satisfy).toHaveBeenCalledWith('0.2.7', '^0.2.7');
  });
});

describe('refusalMessage', () => {
  const url = 'https://static.example/remote-login/1a2b/mf-manifest.json';

  it('names the container, its version, its manifest and the contract it needs', () => {
    expect(
      refusalMessage('remote_login', '1a2b', url, {
        kind: 'shared',
        needs: '@lender/shared ^0.3.0',
        provides: '0.2.7',
      }),
    ).toBe(
      `[federation] remote_login 1a2b (${url}) was not loaded: it needs @lender/shared ^0.3.0 and this shell provides 0.2.7`,
    );
  });

  it('names the federation version it was built with, and says when the version is missing', () => {
    expect(
      refusalMessage('remote_wallet', undefined, url, {
        kind: 'federation',
        needs: '2.8.0',
        provides: '2.9.2',
      }),
    ).toBe(
      `[federation] remote_wallet (no version) (${url}) was not loaded: it was built with federation 2.8.0 and this shell runs 2.9.2`,
    );
  });
});

describe('RemoteRefusedError', () => {
  it('carries the container and the refusal for the fallback', () => {
    const refusal: Refusal = { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' };
    const error = new RemoteRefusedError('remote_login', refusal, 'the message');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'RemoteRefusedError',
      container: 'remote_login',
      refusal,
      message: 'the message',
    });
  });
});

describe('shellFactsOf', () => {
  it("reads the @lender/shared the host provides and the host's federation version", () => {
    const host = {
      version: '2.9.2',
      options: {
        shared: {
          react: [{ version: '19.3.1' }],
          '@lender/shared': [{ version: '0.2.7' }],
          '@lender/shared/wallet': [{ version: '0.2.7' }],
        },
      },
    };
    expect(shellFactsOf(host)).toEqual({ sharedVersion: '0.2.7', federationVersion: '2.9.2' });
  });

  it('says 0.0.0 when the host provides no @lender/shared, so any range refuses', () => {
    const facts = shellFactsOf({ version: '2.9.2', options: {} });
    expect(facts).toEqual({ sharedVersion: '0.0.0', federationVersion: '2.9.2' });
    expect(refusalOf(manifest(built), facts)).toMatchObject({ kind: 'shared' });
  });
});

describe('runsHere: whether the shell may run the remote of a fetched manifest', () => {
  const ok = (body: object | string) => ({
    kind: 'answer' as const,
    status: 200,
    body: typeof body === 'string' ? body : JSON.stringify({ exposes: [], ...body }),
  });
  it.each<[string, Parameters<typeof runsHere>[0], boolean]>([
    ['a compatible manifest', ok(manifest(built)), true],
    ['a manifest it refuses', ok(manifest([{ name: '@lender/shared', requiredVersion: '^0.3.0' }])), false],
    ['an error status', { kind: 'answer', status: 503, body: '' }, false],
    ['a body that is not JSON', ok('<html>'), false],
    ['JSON that is not a federation manifest', ok('{"remotes":{}}'), false],
    ['a failed request', { kind: 'error', error: new TypeError('Failed to fetch') }, false],
  ])('%s → %s', (_, answer, expected) => {
    expect(runsHere(answer, shell)).toBe(expected);
  });
});
