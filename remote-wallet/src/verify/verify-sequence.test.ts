import { ApiError } from '@lender/shared';
import { ATTACHED_ELSEWHERE } from '../modal/modal-texts.ts';
import { verifyConnectedWallet, type VerifyDeps, type VerifyStep } from './verify-sequence.ts';

function deps(overrides: Partial<VerifyDeps> = {}) {
  const steps: VerifyStep[] = [];
  const stored: string[] = [];
  const switched = jest.fn();
  const renewToken = jest.fn(() => Promise.resolve());
  const all: VerifyDeps = {
    renewToken,
    fetchNonce: () => Promise.resolve('c0ffee'),
    signNonce: (hex) => Promise.resolve(`signed:${hex}`),
    attach: (signature) => Promise.resolve(`jwt-for-${signature}`),
    storeJwt: (jwt) => void stored.push(jwt),
    onAccountSwitch: switched,
    onStep: (step) => void steps.push(step),
    tokenExpired: () => false,
    isCurrent: () => true,
    ...overrides,
  };
  return { all, steps, stored, switched, renewToken };
}

const refusal = (status: number, message: string) => new ApiError({ status, message, messages: [message] });
const EXPIRED = 'The wallet token has expired. Reconnect the wallet and try again.';

it('signs the nonce, attaches, stores the jwt, calls the account switch, and succeeds', async () => {
  const { all, steps, stored, switched, renewToken } = deps();
  await expect(verifyConnectedWallet(all, { renew: false })).resolves.toEqual({ result: 'verified' });
  expect(steps).toEqual(['GET_NONCE', 'ATTACH']);
  expect(stored).toEqual(['jwt-for-signed:c0ffee']);
  expect(switched).toHaveBeenCalledTimes(1);
  expect(renewToken).not.toHaveBeenCalled();
});

it('approved after the person moved on: the jwt is not stored and no account switch is told', async () => {
  const { all, stored, switched } = deps({ isCurrent: () => false });
  await verifyConnectedWallet(all, { renew: false });
  expect(stored).toEqual([]);
  expect(switched).not.toHaveBeenCalled();
});

it('a token about to expire: the wallet is asked for a new one first, then the nonce', async () => {
  const order: string[] = [];
  const { all, steps } = deps({
    renewToken: () => Promise.resolve(void order.push('renew')),
    fetchNonce: () => Promise.resolve((order.push('nonce'), 'c0ffee')),
  });
  await expect(verifyConnectedWallet(all, { renew: true })).resolves.toEqual({ result: 'verified' });
  expect(order).toEqual(['renew', 'nonce']);
  expect(steps).toEqual(['RENEW_TOKEN', 'GET_NONCE', 'ATTACH']);
});

it('a new token refused in the wallet says why; no nonce is fetched', async () => {
  const fetchNonce = jest.fn(() => Promise.resolve('c0ffee'));
  const { all } = deps({
    renewToken: () => Promise.reject(new Error('The request was declined in your wallet.')),
    fetchNonce,
  });
  await expect(verifyConnectedWallet(all, { renew: true })).resolves.toEqual({
    result: 'failed',
    message: 'The request was declined in your wallet.',
    tokenRefused: false,
  });
  expect(fetchNonce).not.toHaveBeenCalled();
});

it('a wallet attached to another identity is its own outcome', async () => {
  const { all, steps, stored } = deps({ attach: () => Promise.reject(refusal(403, ATTACHED_ELSEWHERE)) });
  await expect(verifyConnectedWallet(all, { renew: false })).resolves.toEqual({
    result: 'attached-elsewhere',
  });
  expect(steps).toEqual(['GET_NONCE', 'ATTACH']);
  expect(stored).toEqual([]);
});

it.each<[string, Partial<VerifyDeps>, string, boolean]>([
  ['another 403', { fetchNonce: () => Promise.reject(refusal(403, 'Nope')) }, 'Nope', false],
  [
    'a signature that does not match',
    { attach: () => Promise.reject(refusal(400, 'Signature does not match the wallet')) },
    'Signature does not match the wallet',
    false,
  ],
  [
    'a refusal in the wallet',
    { signNonce: () => Promise.reject(new Error('The request was declined in your wallet.')) },
    'The request was declined in your wallet.',
    false,
  ],
  // The nonce call sends nothing of the person's but the wallet token: its 400 is the token's.
  [
    'the nonce call refusing the wallet token (400)',
    { fetchNonce: () => Promise.reject(refusal(400, EXPIRED)) },
    EXPIRED,
    true,
  ],
  [
    'attach refusing a token that has expired meanwhile (400)',
    { attach: () => Promise.reject(refusal(400, EXPIRED)), tokenExpired: () => true },
    EXPIRED,
    true,
  ],
  [
    'attach refusing a token the nonce call took, still live: not the token',
    { attach: () => Promise.reject(refusal(400, 'The nonce has expired')), tokenExpired: () => false },
    'The nonce has expired',
    false,
  ],
  [
    'the nonce call failing otherwise',
    { fetchNonce: () => Promise.reject(refusal(500, 'down')) },
    'down',
    false,
  ],
])('%s says why (wallet token refused: %#)', async (_, overrides, message, tokenRefused) => {
  const { all, switched, stored } = deps(overrides);
  await expect(verifyConnectedWallet(all, { renew: false })).resolves.toEqual({
    result: 'failed',
    message,
    tokenRefused,
  });
  expect(switched).not.toHaveBeenCalled();
  expect(stored).toEqual([]);
});

it.each<[string, Partial<VerifyDeps>, boolean]>([
  ['the nonce', { signNonce: () => Promise.reject(new Error('withdrawn')) }, false],
  ['a new token', { renewToken: () => Promise.reject(new Error('withdrawn')) }, true],
])(
  'a signature request withdrawn (%s) is its own outcome, no failure to show',
  async (_, overrides, renew) => {
    const { all, stored } = deps({
      ...overrides,
      withdrawn: (error) => (error as Error).message === 'withdrawn',
    });
    await expect(verifyConnectedWallet(all, { renew })).resolves.toEqual({ result: 'withdrawn' });
    expect(stored).toEqual([]);
  },
);
