/** @jest-environment node */
import { REFUSAL_SENTENCES, RemoteRefusedError, type Refusal } from '../federation/compatibility.ts';
import type { ManifestAnswer } from '../federation/manifest-facts.ts';
import { RemoteTimeoutError } from '../federation/remote-loader.ts';
import {
  detailOf,
  failedDiagnosis,
  loadDiagnosis,
  manifestVerdict,
  PROBLEMS,
  shouldReset,
  summaryOf,
  type Diagnosis,
  type LoadOutcome,
  type ManifestVerdict,
} from './diagnosis.ts';

const shell = { sharedVersion: '0.2.7', federationVersion: '2.9.2' };
const TIMEOUT = 10_000;
const newerShared: Refusal = { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' };

const manifestNeeding = (range: string, more: object = {}) =>
  JSON.stringify({
    id: 'remote_login',
    name: 'remote_login',
    metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '1a2b' } },
    shared: [
      { name: '@lender/shared', requiredVersion: range },
      { name: 'react', requiredVersion: '19.3.1' },
    ],
    remotes: [],
    exposes: [{ name: 'LoginScreen' }],
    ...more,
  });

const ok = (body: string): ManifestAnswer => ({ kind: 'answer', status: 200, body });
const timeout = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });

describe('manifestVerdict', () => {
  it.each<[string, ManifestAnswer, ManifestVerdict]>([
    ['a compatible manifest', ok(manifestNeeding('^0.2.7')), { state: 'compatible', version: '1a2b' }],
    [
      'a compatible manifest without a build version',
      ok(manifestNeeding('^0.2.7', { metaData: { pluginVersion: '2.9.2' } })),
      { state: 'compatible', version: undefined },
    ],
    [
      'a manifest needing a newer @lender/shared',
      ok(manifestNeeding('^0.3.0')),
      { state: 'refused', version: '1a2b', refusal: newerShared },
    ],
    [
      'a manifest built with another federation version',
      ok(
        manifestNeeding('^0.2.7', {
          metaData: { pluginVersion: '2.8.0', buildInfo: { buildVersion: 'old' } },
        }),
      ),
      {
        state: 'refused',
        version: 'old',
        refusal: { kind: 'federation', needs: '2.8.0', provides: '2.9.2' },
      },
    ],
    [
      'HTTP 404',
      { kind: 'answer', status: 404, body: '' },
      { state: 'unreachable', version: undefined, problem: 'Its manifest answered HTTP 404.' },
    ],
    [
      'HTTP 503',
      { kind: 'answer', status: 503, body: '' },
      { state: 'unreachable', version: undefined, problem: 'Its manifest answered HTTP 503.' },
    ],
    [
      'a network error or CORS',
      { kind: 'error', error: new TypeError('Failed to fetch') },
      { state: 'unreachable', version: undefined, problem: PROBLEMS.network },
    ],
    [
      'no answer in time',
      { kind: 'error', error: timeout },
      { state: 'unreachable', version: undefined, problem: 'Its manifest did not answer within 10 s.' },
    ],
    [
      'an HTML page (a host answering every path with its index)',
      ok('<!doctype html><title>Not here</title>'),
      { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest },
    ],
    [
      'JSON that is not a manifest',
      ok('{"remotes":{}}'),
      { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest },
    ],
    [
      'a manifest without exposes',
      ok(manifestNeeding('^0.2.7', { exposes: undefined })),
      { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest },
    ],
    [
      'a manifest whose metaData is not an object',
      ok(manifestNeeding('^0.2.7', { metaData: '2.9.2' })),
      { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest },
    ],
    ['a JSON array', ok('[]'), { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest }],
    ['JSON null', ok('null'), { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest }],
    [
      'shared entries without names',
      ok(manifestNeeding('^0.2.7', { shared: [{ requiredVersion: '^0.2.7' }] })),
      { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest },
    ],
    [
      'no shared list (nothing shared, nothing to refuse)',
      ok(manifestNeeding('^0.2.7', { shared: undefined })),
      { state: 'compatible', version: '1a2b' },
    ],
  ])('%s', (_, answer, verdict) => {
    expect(manifestVerdict(answer, shell, TIMEOUT)).toEqual(verdict);
  });
});

describe('loadDiagnosis', () => {
  it.each<[string, LoadOutcome, Diagnosis]>([
    ['its code loaded', { kind: 'loaded' }, { state: 'loaded', version: '1a2b' }],
    [
      'the runtime refused it from the manifest it fetched',
      { kind: 'failed', error: new RemoteRefusedError('remote_login', newerShared, 'refused') },
      { state: 'refused', version: '1a2b', refusal: newerShared },
    ],
    [
      'its code did not load in time',
      { kind: 'failed', error: new RemoteTimeoutError('remote_login/LoginScreen', TIMEOUT) },
      { state: 'unreachable', version: '1a2b', problem: 'Its code did not load within 10 s.' },
    ],
    [
      'its entry failed to load',
      { kind: 'failed', error: new Error('Loading script failed.') },
      { state: 'unreachable', version: '1a2b', problem: 'Its code failed to load: Loading script failed.' },
    ],
    [
      'something not an Error was thrown',
      { kind: 'failed', error: 'boom' },
      { state: 'unreachable', version: '1a2b', problem: 'Its code failed to load: boom' },
    ],
  ])('%s', (_, outcome, diagnosis) => {
    expect(loadDiagnosis('1a2b', outcome, TIMEOUT)).toEqual(diagnosis);
  });
});

describe('detailOf', () => {
  it.each<[string, Diagnosis, string | undefined]>([
    ['checking', { state: 'checking' }, undefined],
    ['loaded', { state: 'loaded', version: '1a2b' }, undefined],
    [
      'refused for @lender/shared: the sentence and what it needs',
      { state: 'refused', version: '1a2b', refusal: newerShared },
      `${REFUSAL_SENTENCES.shared} Needs @lender/shared ^0.3.0, this site provides 0.2.7.`,
    ],
    [
      'refused for federation',
      {
        state: 'refused',
        version: '1a2b',
        refusal: { kind: 'federation', needs: '2.8.0', provides: '2.9.2' },
      },
      `${REFUSAL_SENTENCES.federation} Built with federation 2.8.0, this site runs 2.9.2.`,
    ],
    [
      'refused for a version field that is not plain: which field, and the start of what it holds',
      {
        state: 'refused',
        version: undefined,
        refusal: { kind: 'manifest', field: 'shared[0].requiredVersion', value: '"    " (500 characters)' },
      },
      `${REFUSAL_SENTENCES.manifest} Its manifest's shared[0].requiredVersion is not a plain version: "    " (500 characters).`,
    ],
    [
      'unreachable: what failed',
      failedDiagnosis(new Error('no runtime')),
      'It could not be checked: no runtime',
    ],
  ])('%s', (_, diagnosis, detail) => {
    expect(detailOf(diagnosis)).toBe(detail);
  });
});

describe('summaryOf', () => {
  it('counts each state once the checks are over', () => {
    expect(
      summaryOf([
        { state: 'loaded', version: 'a' },
        { state: 'loaded', version: 'b' },
        { state: 'refused', version: 'c', refusal: newerShared },
        { state: 'unreachable', version: undefined, problem: PROBLEMS.network },
      ]),
    ).toBe('Checked 4 remotes: 2 loaded, 1 refused, 1 unreachable.');
    expect(summaryOf([{ state: 'loaded', version: 'a' }])).toBe(
      'Checked 1 remote: 1 loaded, 0 refused, 0 unreachable.',
    );
  });
});

describe('shouldReset: a check resets its remote unless this tab holds a screen of it', () => {
  it.each<[string, string, readonly string[], boolean]>([
    // The runtime may keep a failure from earlier in the tab, on the page's first check too.
    ['nothing cached', 'remote_login', [], true],
    ["only another remote's screen cached", 'remote_login', ['remote_register/RegisterScreen'], true],
    ['its first screen cached', 'remote_login', ['remote_login/LoginScreen'], false],
    // Loaded once in this tab: the runtime holds a working container, which a reset would drop.
    ['another of its screens cached', 'remote_login', ['remote_login/SignerLoginScreen'], false],
    ['a remote whose screens are all guarded', 'remote_wallet', ['remote_wallet/NameAccountScreen'], false],
  ])('%s (%s, cached %j) → %s', (_, container, cached, expected) => {
    expect(shouldReset(container as never, (id) => cached.includes(id))).toBe(expected);
  });
});
