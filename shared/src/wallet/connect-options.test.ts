import { checkConnectOptions, ConnectOptionsError, type ConnectOptions } from './connect-options.ts';
import type { WalletSession } from './wallet-session.ts';

type Wallet = Pick<WalletSession, 'address' | 'representedGroupPolicy'>;
const individual: Wallet = { address: '0xAbC', representedGroupPolicy: null };
const asGroup: Wallet = { address: '0xabc', representedGroupPolicy: { address: '0xGRP' } };

describe('checkConnectOptions', () => {
  it.each<[string, Wallet, ConnectOptions | undefined, string | null]>([
    ['no options', asGroup, undefined, null],
    ['empty options', individual, {}, null],
    ['the required individual (any case)', individual, { requiredIndividualAddress: '0xabc' }, null],
    ['another individual', individual, { requiredIndividualAddress: '0xdef' }, 'requiredIndividualAddress'],
    [
      'a wallet with no address',
      { address: null, representedGroupPolicy: null },
      { requiredIndividualAddress: '0xabc' },
      'requiredIndividualAddress',
    ],
    ['groups prohibited, individual', individual, { prohibitGroups: true }, null],
    ['groups prohibited, acting for a group', asGroup, { prohibitGroups: true }, 'prohibitGroups'],
    ['prohibitGroups false', asGroup, { prohibitGroups: false }, null],
    ['the required group (any case)', asGroup, { requiredGroupAddress: '0xgrp' }, null],
    ['another group', asGroup, { requiredGroupAddress: '0xother' }, 'requiredGroupAddress'],
    ['a required group, but no group', individual, { requiredGroupAddress: '0xgrp' }, 'requiredGroupAddress'],
    [
      'both group options: prohibition first',
      asGroup,
      { prohibitGroups: true, requiredGroupAddress: '0xgrp' },
      'prohibitGroups',
    ],
    [
      'individual checked first',
      asGroup,
      { requiredIndividualAddress: '0xdef', prohibitGroups: true },
      'requiredIndividualAddress',
    ],
  ])('%s → %s', (_, wallet, options, violation) => {
    expect(checkConnectOptions(wallet, options)).toBe(violation);
  });

  it('names the violated option in its error', () => {
    const error = new ConnectOptionsError('prohibitGroups');
    expect(error).toBeInstanceOf(Error);
    expect(error.option).toBe('prohibitGroups');
    expect(error.message).toBe('The connected wallet does not satisfy prohibitGroups');
  });
});
