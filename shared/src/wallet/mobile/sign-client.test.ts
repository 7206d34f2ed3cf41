/** What the sign-client is started with (the library itself stands in: its init is recorded). */
import { startSignClient, type SignClientSettings } from './sign-client.ts';

const init = jest.fn((_options: Record<string, unknown>) => Promise.resolve({}));
jest.mock('@walletconnect/sign-client', () => ({
  SignClient: { init: (options: Record<string, unknown>) => init(options) },
}));

const SETTINGS: SignClientSettings = {
  relayUrl: 'ws://relay',
  projectId: 'p',
  metadata: { name: '', description: '', url: '', icons: [] },
  verify: true,
};

// Issue 32: a wallet that takes a request's removal before the person answers it (the test mobile wallet).
it.each([
  ['no sign config', {}, undefined],
  ['the request queue off', { signConfig: { disableRequestQueue: true } }, { disableRequestQueue: true }],
])('passes %s to SignClient.init', async (_, extra, signConfig) => {
  await startSignClient({ ...SETTINGS, ...extra });
  expect(init).toHaveBeenLastCalledWith(expect.objectContaining({ projectId: 'p', relayUrl: 'ws://relay' }));
  expect(init.mock.lastCall?.[0].signConfig).toEqual(signConfig);
});
