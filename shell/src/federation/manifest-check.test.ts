/** @jest-environment node */
import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchManifest, manifestRunsHere, shellFacts } from './manifest-check.ts';
import { MANIFEST_TIMEOUT_MS } from './runtime-plugin.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const host = { version: '2.9.2', options: { shared: { '@lender/shared': [{ version: '0.2.7' }] } } };
const url = 'https://static.example/remote-login/2c3d/mf-manifest.json';
const manifestNeeding = (range: string) =>
  Response.json({
    id: 'remote_login',
    name: 'remote_login',
    metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '2c3d' } },
    shared: [{ name: '@lender/shared', requiredVersion: range }],
    remotes: [],
    exposes: [],
  });

let fetch: jest.SpyInstance;
beforeEach(() => {
  jest.mocked(getInstance).mockReturnValue(host as never);
  fetch = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

describe('manifestRunsHere: whether this shell would run the remote of a manifest URL', () => {
  it.each<[string, () => Promise<Response>, boolean]>([
    ['a compatible manifest', async () => manifestNeeding('^0.2.7'), true],
    ['a manifest that needs a newer @lender/shared', async () => manifestNeeding('^0.3.0'), false],
    ['an error status', async () => new Response('Not found', { status: 404 }), false],
    ['an answer that is not JSON', async () => new Response('<html>'), false],
    ['JSON that is not a federation manifest', async () => Response.json({ remotes: {} }), false],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch')), false],
  ])('%s → %s', async (_, answer, expected) => {
    fetch.mockImplementation(answer);
    await expect(manifestRunsHere(url)).resolves.toBe(expected);
  });

  it("is false, without rejecting, when the shell's federation runtime has not started", async () => {
    jest.mocked(getInstance).mockReturnValue(null);
    fetch.mockResolvedValue(manifestNeeding('^0.2.7'));
    await expect(manifestRunsHere(url)).resolves.toBe(false);
  });
});

describe('fetchManifest', () => {
  it('fetches afresh, bounded like the runtime, and reads the body of a success only', async () => {
    fetch.mockResolvedValue(new Response('{"a":1}'));
    await expect(fetchManifest(url)).resolves.toEqual({ kind: 'answer', status: 200, body: '{"a":1}' });
    expect(fetch).toHaveBeenCalledWith(url, {
      cache: 'no-store',
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    fetch.mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(fetchManifest(url)).resolves.toEqual({ kind: 'answer', status: 404, body: '' });
    expect(MANIFEST_TIMEOUT_MS).toBe(10_000);
  });

  it('gives a failed request as an error, never a rejection', async () => {
    const failure = new TypeError('Failed to fetch');
    fetch.mockRejectedValue(failure);
    await expect(fetchManifest(url)).resolves.toEqual({ kind: 'error', error: failure });
  });
});

describe('shellFacts', () => {
  it("reads the page's federation instance, and says when there is none", () => {
    expect(shellFacts()).toEqual({ sharedVersion: '0.2.7', federationVersion: '2.9.2' });
    jest.mocked(getInstance).mockReturnValue(null);
    expect(() => shellFacts()).toThrow("the shell's federation runtime has not started");
  });
});
