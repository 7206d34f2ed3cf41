/**
 * The seeded wallets the test wallets sign as: the dev API lists them with their keys
 * (`GET /__dev/wallets`, development only). Asked each time, so a reset or a new seed
 * is seen.
 */
export interface SeededWallet {
  email: string;
  account: string;
  name: string;
  address: string;
  type: string;
  privateKey: string;
}

export type SeededWallets = () => Promise<SeededWallet[]>;

export function seededWalletsFrom(apiBase: string): SeededWallets {
  return async () => {
    const answer = await fetch(new URL('/__dev/wallets', apiBase));
    if (!answer.ok) throw new Error(`The dev API did not list its wallets (${answer.status})`);
    return (await answer.json()) as SeededWallet[];
  };
}

/** The seeded wallet with this address, any case; undefined when there is none. */
export async function seededByAddress(
  seededWallets: SeededWallets,
  address: string,
): Promise<SeededWallet | undefined> {
  return (await seededWallets()).find((wallet) => wallet.address.toLowerCase() === address.toLowerCase());
}

/** The seeded wallets without their keys, for a page to choose from. */
export async function walletChoices(seededWallets: SeededWallets) {
  return (await seededWallets()).map(({ privateKey: _key, ...wallet }) => wallet);
}
