import { initialWalletSession, sessionStore } from '@lender/shared';
import { type Identity } from '@lender/shared/endpoints/identity';
import { renderWithProviders } from '@lender/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadIdentity } from '../session/signed-in-identity.ts';
import { EmbedDone, IDENTITY_FAILED } from './EmbedDone.tsx';
import { ResultRefused } from './result-call.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_DONE, EMBED_RESULT_REFUSED } from './texts.ts';

jest.mock('../session/signed-in-identity.ts', () => ({ reloadIdentity: jest.fn() }));
const reload = jest.mocked(reloadIdentity);

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.the-session-token.signature';
const identity = (uuid: string): Identity => ({
  form: 'broker',
  value: { uuid, email: `${uuid}@example.com` } as Extract<Identity, { form: 'broker' }>['value'],
});
/** The identity service answers (the real reload puts the identity in the store). */
const answers = (uuid: string) => () => {
  sessionStore.getState().setIdentity(identity(uuid));
  return Promise.resolve();
};

/** The loading status (which says the same) gave way to the final one. */
async function sent() {
  await waitFor(() => expect(document.querySelector('[data-loading]')).toBeNull());
  expect(screen.getByText(EMBED_DONE)).toHaveAttribute('role', 'status');
}

const NO_NONCE = { channel: 'chan-1234-abcd', nonce: null, ticket: 't1.claims.mac' };

const endSession = jest.fn();

function renderDone(opening: Parameters<typeof EmbedDone>[0]['opening'] = NO_NONCE, ask = jest.fn()) {
  const channel = {
    post: jest.fn<void, Parameters<FrameChannel['post']>>(() => {
      // The session must still be there when the success goes: it ends after.
      expect(endSession).not.toHaveBeenCalled();
    }),
  };
  renderWithProviders(<EmbedDone channel={channel} opening={opening} ask={ask} endSession={endSession} />, {
    route: '/embed/done?label=apollo',
  });
  return {
    posted: () => channel.post.mock.calls.map(([body]) => body as unknown as Record<string, unknown>),
  };
}

beforeEach(() => {
  reload.mockReset();
  endSession.mockClear();
  sessionStore.getState().setWalletSession(initialWalletSession);
  sessionStore.getState().setJwt(TOKEN);
});

it('posts success with who signed in and no account when none was chosen; never a token', async () => {
  reload.mockImplementation(answers('identity-1'));
  const { posted } = renderDone();
  await sent();
  expect(posted()).toEqual([{ type: 'success', identityUuid: 'identity-1', account: null }]);
  expect(Object.keys(posted()[0] ?? {}).sort()).toEqual(['account', 'identityUuid', 'type']);
  expect(JSON.stringify(posted())).not.toContain(TOKEN);
  // The overlay closes: the frame's session ends (a shared computer's next person starts afresh).
  expect(endSession).toHaveBeenCalledTimes(1);
});

it('posts the account chosen, and only its name and address', async () => {
  reload.mockImplementation(answers('identity-2'));
  const account = { name: 'Smith family trust', address: 'pb1qgroup' };
  // The wallet connection the modal verified, acting as the organization's group policy.
  sessionStore.getState().setWalletSession({
    ...initialWalletSession,
    connected: true,
    address: 'pb1qwallet',
    publicKey: '02ab',
    signedJWT: 'signed.wallet.token',
    walletInfo: { name: 'Mobile' },
    representedGroupPolicy: { address: 'pb1qgroup', name: 'Smith family trust' },
  });
  const { posted } = renderDone();
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(posted()[0]).toEqual({ type: 'success', identityUuid: 'identity-2', account });
  expect(Object.keys(posted()[0]?.account ?? {}).sort()).toEqual(['address', 'name']);
  expect(JSON.stringify(posted())).not.toMatch(/pb1qwallet|signed\.wallet\.token|02ab/);
});

it('an identity that cannot load says so with Retry, and Retry posts once it loads', async () => {
  // The real reload logs a failure and leaves the identity empty.
  reload.mockResolvedValueOnce(undefined);
  const { posted } = renderDone();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(IDENTITY_FAILED);
  expect(posted()).toEqual([]);
  expect(endSession).not.toHaveBeenCalled();

  reload.mockImplementation(answers('identity-3'));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await sent();
  expect(reload).toHaveBeenCalledTimes(2);
  expect(posted()).toEqual([{ type: 'success', identityUuid: 'identity-3', account: null }]);
});

describe('opened with the partner server’s nonce', () => {
  const WITH_NONCE = { ...NO_NONCE, nonce: 'partner-nonce-0123456789' };
  const RESULT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJpZCJ9.c2ln';

  it('asks the shell’s server for the signed result with the token, ticket, channel and nonce, and posts it', async () => {
    reload.mockImplementation(answers('identity-1'));
    const ask = jest.fn().mockResolvedValue(RESULT);
    const { posted } = renderDone(WITH_NONCE, ask);
    await sent();
    expect(ask).toHaveBeenCalledWith({
      jwt: TOKEN,
      ticket: 't1.claims.mac',
      channel: 'chan-1234-abcd',
      nonce: 'partner-nonce-0123456789',
    });
    expect(posted()).toEqual([
      { type: 'success', identityUuid: 'identity-1', account: null, result: RESULT },
    ]);
  });

  it('a result that cannot be made: "We could not confirm your sign-in…" with Retry, and nothing sent until it is', async () => {
    reload.mockImplementation(answers('identity-1'));
    const ask = jest.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValue(RESULT);
    const { posted } = renderDone(WITH_NONCE, ask);
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_FAILED);
    expect(posted()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await sent();
    expect(posted()).toEqual([expect.objectContaining({ result: RESULT })]);
  });

  it.each([401, 403] as const)(
    'a result refused for good (%d): says so with Close, no Retry, nothing sent, the session kept until the close',
    async (status) => {
      reload.mockImplementation(answers('identity-1'));
      const ask = jest.fn().mockRejectedValue(new ResultRefused(status));
      const { posted } = renderDone(WITH_NONCE, ask);
      expect(await screen.findByRole('alert')).toHaveTextContent(EMBED_RESULT_REFUSED);
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(posted()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(posted()).toEqual([{ type: 'exit', reason: 'closed' }]);
      expect(ask).toHaveBeenCalledTimes(1);
    },
  );

  it('no framing ticket in the page: no result can be asked for, so nothing is sent', async () => {
    reload.mockImplementation(answers('identity-1'));
    const ask = jest.fn();
    const { posted } = renderDone({ ...WITH_NONCE, ticket: null }, ask);
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_FAILED);
    expect(ask).not.toHaveBeenCalled();
    expect(posted()).toEqual([]);
  });
});
