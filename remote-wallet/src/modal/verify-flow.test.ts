import { ApiError } from '@lender/shared';
import {
  ATTACHED_ELSEWHERE,
  verifyConnectedWallet,
  type VerifyDeps,
  type VerifyState,
} from './verify-flow.ts';

function deps(overrides: Partial<VerifyDeps> = {}) {
  const states: VerifyState[] = [];
  const stored: string[] = [];
  const switched = jest.fn();
  const all: VerifyDeps = {
    fetchNonce: () => Promise.resolve('c0ffee'),
    signNonce: (hex) => Promise.resolve(`signed:${hex}`),
    attach: (signature) => Promise.resolve(`jwt-for-${signature}`),
    storeJwt: (jwt) => void stored.push(jwt),
    onAccountSwitch: switched,
    onState: (state) => void states.push(state),
    ...overrides,
  };
  return { all, states, stored, switched };
}

it('signs the nonce, attaches, stores the jwt, calls the account switch, and succeeds', async () => {
  const { all, states, stored, switched } = deps();
  await expect(verifyConnectedWallet(all)).resolves.toEqual({ result: 'verified' });
  expect(states).toEqual(['GET_NONCE', 'ATTACH', 'SUCCESS']);
  expect(stored).toEqual(['jwt-for-signed:c0ffee']);
  expect(switched).toHaveBeenCalledTimes(1);
});

it('a wallet attached to another identity is its own outcome, in ERROR', async () => {
  const attach = () =>
    Promise.reject(new ApiError({ status: 403, message: 'Forbidden', messages: [ATTACHED_ELSEWHERE] }));
  const { all, states, stored } = deps({ attach });
  await expect(verifyConnectedWallet(all)).resolves.toEqual({ result: 'attached-elsewhere' });
  expect(states).toEqual(['GET_NONCE', 'ATTACH', 'ERROR']);
  expect(stored).toEqual([]);
});

it('another 403 is ERROR with its message', async () => {
  const fetchNonce = () =>
    Promise.reject(new ApiError({ status: 403, message: 'Forbidden', messages: ['Nope'] }));
  const { all, states } = deps({ fetchNonce });
  await expect(verifyConnectedWallet(all)).resolves.toEqual({ result: 'failed', message: 'Nope' });
  expect(states).toEqual(['GET_NONCE', 'ERROR']);
});

it.each([
  [
    'a signature that does not match',
    new ApiError({ status: 400, message: 'Bad', messages: ['Signature does not match the wallet'] }),
    'Signature does not match the wallet',
  ],
  [
    'a refusal in the wallet',
    new Error('The request was declined in your wallet.'),
    'The request was declined in your wallet.',
  ],
])('%s says why and goes back to connect, to try again', async (_, failure, message) => {
  const { all, states, switched } = deps({ attach: () => Promise.reject(failure) });
  await expect(verifyConnectedWallet(all)).resolves.toEqual({ result: 'failed', message });
  expect(states.at(-1)).toBe('CONNECT_NEW');
  expect(switched).not.toHaveBeenCalled();
});
