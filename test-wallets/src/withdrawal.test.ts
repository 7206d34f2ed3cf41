import { customIdOf, withdrawnIdOf } from './withdrawal.ts';

const meta = (fields: object) => JSON.stringify({ address: '0xa', description: 'd', date: 1, ...fields });

it.each([
  ['a sign request with its id', 'provenance_sign', [meta({ customId: 'r1' }), '00'], 'r1'],
  ['a request without one', 'provenance_sign', [meta({}), '00'], null],
  ['an empty id', 'provenance_sign', [meta({ customId: '' }), '00'], null],
  ['an id that is not text', 'provenance_sign', [meta({ customId: 7 }), '00'], null],
  ['metadata that is not JSON', 'provenance_sign', ['{not json', '00'], null],
  ['JSON that is not an object', 'provenance_sign', ['null', '00'], null],
  ['a connect (no params)', 'wallet_connect', undefined, null],
])('customIdOf: %s', (_, method, params, expected) => {
  expect(customIdOf({ method, params })).toBe(expected);
});

const removal = (payload: unknown) => [meta({ action: 'removePendingMethod', payload, customId: 'own' })];

it.each([
  ['a removal names the request it withdraws', 'wallet_action', removal({ customId: 'r1' }), 'r1'],
  ['a removal naming none', 'wallet_action', removal(undefined), ''],
  ['a removal with an id that is not text', 'wallet_action', removal({ customId: 1 }), ''],
  ['a switch to a group', 'wallet_action', [meta({ action: 'switchToGroup', payload: {} })], null],
  ['an action without metadata', 'wallet_action', [], null],
  ['another method with the same metadata', 'provenance_sign', removal({ customId: 'r1' }), null],
])('withdrawnIdOf: %s', (_, method, params, expected) => {
  expect(withdrawnIdOf({ method, params })).toBe(expected);
});
