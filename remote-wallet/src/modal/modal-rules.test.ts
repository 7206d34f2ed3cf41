import type { Account } from '@lender/shared/endpoints/wallet';
import type { SelectAnswer } from '../calls/account-calls.ts';
import { unsignedToken as unsigned } from '../verify/unsigned-token.testing.ts';
import { authorizedWallet as wallet } from '../accounts/authorized-wallet.testing.ts';
import {
  afterSelect,
  isUnsupportedWalletType,
  modalStart,
  walletNamedBy,
  type AfterSelect,
} from './modal-rules.ts';

describe('isUnsupportedWalletType', () => {
  it.each([
    ['PROVIDER', false],
    ['OLDNET', false],
    ['SELF_CUSTODY', false],
    ['INMEMORY', false],
    ['PROVENANCE', false],
    ['ADNALES', true],
    ['SUBSCRIBE', true],
    ['UNKNOWN', true],
    ['SOMETHING_NEW', true],
  ])('%s: %s', (type, unsupported) => {
    expect(isUnsupportedWalletType(type)).toBe(unsupported);
  });
});

describe('afterSelect', () => {
  const ok: SelectAnswer = { ok: true };
  const forbidden: SelectAnswer = { ok: false, status: 403 };
  const failed: SelectAnswer = { ok: false, status: 500 };
  it.each<[string, { address: string; type: string }, SelectAnswer, string | null, AfterSelect]>([
    [
      'selected, nothing connected: connect it',
      wallet('0xa'),
      ok,
      null,
      { next: 'Connect', disconnectFirst: false },
    ],
    ['selected, the same wallet connected (any case): close', wallet('0xab'), ok, '0xAB', { next: 'close' }],
    [
      'selected, another wallet connected: it goes first',
      wallet('0xa'),
      ok,
      '0xb',
      { next: 'Connect', disconnectFirst: true },
    ],
    [
      '403 for a PROVENANCE wallet: convert it',
      wallet('0xa', 'PROVENANCE'),
      forbidden,
      null,
      { next: 'Provenance' },
    ],
    [
      '403 for another: verify it',
      wallet('0xa', 'PROVIDER'),
      forbidden,
      null,
      { next: 'Verify', disconnectFirst: false },
    ],
    [
      '403 with another wallet connected',
      wallet('0xa'),
      forbidden,
      '0xb',
      { next: 'Verify', disconnectFirst: true },
    ],
    ['any other failure', wallet('0xa'), failed, null, { next: 'error', message: 'Error selecting wallet' }],
    ['an unsupported type selected', wallet('0xa', 'ADNALES'), ok, null, { next: 'unsupported' }],
    [
      'an unsupported type not verified (403)',
      wallet('0xa', 'UNKNOWN'),
      forbidden,
      null,
      { next: 'unsupported' },
    ],
    [
      'an unsupported type that fails otherwise',
      wallet('0xa', 'SUBSCRIBE'),
      failed,
      null,
      { next: 'error', message: 'Error selecting wallet' },
    ],
  ])('%s', (_, chosen, answer, connected, expected) => {
    expect(afterSelect(chosen, answer, connected)).toEqual(expected);
  });
});

describe('modalStart', () => {
  const walletToken = unsigned({ sub: 'u-1', addr: '0xabc' });
  const orgToken = unsigned({ sub: 'u-1', addr: '0xabc', grp: '0xorg' });
  const plainToken = unsigned({ sub: 'u-1', email: 'a@b.c' });
  const accountOnlyToken = unsigned({ sub: 'u-1', grp: '0xorg' });

  it.each([
    ['nothing given', { section: null, token: null }, { start: 'Select' }],
    ['a request from before token mode (no token field)', { section: null }, { start: 'Select' }],
    ['Select given', { section: 'Select', token: null }, { start: 'Select' }],
    ['Connect given', { section: 'Connect', token: null }, { start: 'Connect' }],
    ['Verify given', { section: 'Verify', token: null }, { start: 'Verify' }],
    [
      'Provenance given (it needs a chosen wallet)',
      { section: 'Provenance', token: null },
      { start: 'Select' },
    ],
    ['Success given', { section: 'Success', token: null }, { start: 'Select' }],
    [
      'a token naming a wallet',
      { section: null, token: walletToken },
      { start: 'token', wallet: { address: '0xabc', groupAddress: null } },
    ],
    [
      'a token naming a wallet, over a given section',
      { section: 'Select', token: walletToken },
      { start: 'token', wallet: { address: '0xabc', groupAddress: null } },
    ],
    [
      'a token naming an organization member',
      { section: null, token: orgToken },
      { start: 'token', wallet: { address: '0xabc', groupAddress: '0xorg' } },
    ],
    ['a token naming no wallet', { section: null, token: plainToken }, { start: 'Select' }],
    [
      'a token naming no wallet, with Connect given',
      { section: 'Connect', token: plainToken },
      { start: 'Connect' },
    ],
    ['an opaque token', { section: null, token: 'opaque' }, { start: 'Select' }],
    [
      'a token naming an account without its wallet',
      { section: null, token: accountOnlyToken },
      { start: 'token-error', message: 'jwt is missing addr claim' },
    ],
  ] as const)('%s', (_, request, start) => {
    expect(modalStart(request)).toEqual(start);
  });
});

describe('walletNamedBy', () => {
  const accounts: Account[] = [
    { name: 'Own', address: '0xabc', authorizedWallets: [wallet('0xABC', 'PROVIDER')] },
    { name: 'Org', address: '0xorg', authorizedWallets: [wallet('0xabc', 'SELF_CUSTODY')] },
  ];

  it('finds the wallet, in any account or in the one named by grp, ignoring case', () => {
    expect(walletNamedBy(accounts, { address: '0xabc', groupAddress: null })?.type).toBe('PROVIDER');
    expect(walletNamedBy(accounts, { address: '0xABC', groupAddress: '0xORG' })?.type).toBe('SELF_CUSTODY');
  });

  it('is undefined for a wallet or account not listed', () => {
    expect(walletNamedBy(accounts, { address: '0xdef', groupAddress: null })).toBeUndefined();
    expect(walletNamedBy(accounts, { address: '0xabc', groupAddress: '0xother' })).toBeUndefined();
  });
});
