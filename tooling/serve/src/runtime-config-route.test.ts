/** @jest-environment node */
import { createServer } from 'node:http';
import type { RuntimeConfig } from '@lender/shared/contracts';
import { RemotePointer } from './remote-pointer.ts';
import { runtimeConfigNow } from './runtime-config-env.ts';
import { serveRuntimeConfigJson } from './runtime-config-route.ts';
import { withListening } from './test-server.ts';

const moved = {
  remote_login: 'https://cdn.lender.example/remote-login/v2/mf-manifest.json',
  remote_register: 'https://cdn.lender.example/remote-register/r1/mf-manifest.json',
  remote_wallet: 'https://cdn.lender.example/remote-wallet/w1/mf-manifest.json',
  remote_onboarding: 'https://cdn.lender.example/remote-onboarding/o1/mf-manifest.json',
};
const pointerAnswering = (...documents: object[]) =>
  new RemotePointer(
    { kind: 'address', url: new URL('https://cdn.lender.example/remotes.json') },
    { maxAgeMs: 0, fetch: async () => new Response(JSON.stringify(documents.shift())) },
  );

describe('serveRuntimeConfigJson', () => {
  /** A server answering /runtime-config.json from `config`, and 404 for what it leaves. */
  const withConfigServer = (config: () => Promise<RuntimeConfig>, run: (base: string) => Promise<void>) =>
    withListening(
      createServer((request, response) => {
        serveRuntimeConfigJson(request, response, config).then(
          (handled) => handled || response.writeHead(404).end(),
          () => response.writeHead(500).end(),
        );
      }),
      run,
    );

  it('answers with the configuration as it stands for each request, never cached', async () => {
    const pointer = pointerAnswering(moved, { ...moved, remote_login: 'remote-login/v1/mf-manifest.json' });
    await withConfigServer(
      () => runtimeConfigNow({}, pointer),
      async (base) => {
        const first = await fetch(`${base}/runtime-config.json?check=1`);
        expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(first.headers.get('cache-control')).toBe('no-cache');
        expect(((await first.json()) as { remotes: object }).remotes).toEqual(moved);
        const second = (await (await fetch(`${base}/runtime-config.json`)).json()) as {
          remotes: typeof moved;
        };
        expect(second.remotes.remote_login).toBe(
          'https://cdn.lender.example/remote-login/v1/mf-manifest.json',
        );
        expect((await fetch(`${base}/other.json`)).status).toBe(404);
      },
    );
  });

  it('rejects when the configuration cannot be read, for its server to answer', async () => {
    await withConfigServer(
      () => Promise.reject(new Error('pointer unreachable')),
      async (base) => {
        expect((await fetch(`${base}/runtime-config.json`)).status).toBe(500);
      },
    );
  });
});
