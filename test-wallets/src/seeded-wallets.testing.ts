/** A seeded wallet for the test wallets' tests: a self-custody persona with its key. */
export const UNA = {
  email: 'una.unattached@example.com',
  account: 'Una Unattached',
  name: 'Una Unattached',
  address: '0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9',
  type: 'SELF_CUSTODY',
  privateKey: '5'.repeat(64),
};
