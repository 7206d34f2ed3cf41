/**
 * Who holds which accounts and wallets, built from the seed and changed by the
 * wallet calls: the accounts each identity can act as (with their authorized
 * wallets), which identity a wallet is attached to, the public key of every wallet
 * the server has seen (from a seeded private key, or from a wallet token the wallet
 * signed itself), the private keys of the wallets the provider holds for its users
 * (hosted accounts and created wallets, which its hosted wallet signs with), and the
 * account each identity selected.
 */
import { publicKeyHex } from '@lender/shared/stand-ins';
import type { Persona } from '../seed/seed-schema.ts';

export interface WalletRecord {
  name: string;
  address: string;
  type: string;
  authorizationType: string;
  verified: boolean;
  representedGroupPolicy?: string | null;
}

export interface AccountRecord {
  name: string;
  address: string;
  authorizedWallets: WalletRecord[];
}

export interface WalletBook {
  /** The identity's accounts, in seed order, then those it created. Mutable records. */
  accountsOf(identityUuid: string): AccountRecord[];
  addAccount(identityUuid: string, account: AccountRecord): void;
  /** The identity a wallet is attached to, if any. */
  attachedTo(walletAddress: string): string | undefined;
  attach(walletAddress: string, identityUuid: string): void;
  publicKeyOf(walletAddress: string): string | undefined;
  rememberPublicKey(walletAddress: string, publicKey: string): void;
  /** The private key of a wallet the provider holds (hex), if it holds it. */
  providerKeyOf(walletAddress: string): string | undefined;
  holdProviderKey(walletAddress: string, privateKey: string): void;
  /** The wallets the provider holds the keys of, lower case. */
  providerAddresses(): string[];
  selectedBy(identityUuid: string): string | undefined;
  /** The claims naming the identity's default wallet (seeded), none when it has none. */
  defaultWalletOf(identityUuid: string): { addr?: string; grp?: string };
  select(identityUuid: string, walletAddress: string): void;
  reset(): void;
  /** Puts one identity's accounts, wallets, attachments and selection back as seeded. */
  resetIdentity(identityUuid: string): void;
}

const key = (address: string) => address.toLowerCase();

export function createWalletBook(personas: readonly { uuid: string; persona: Persona }[]): WalletBook {
  const accounts = new Map<string, AccountRecord[]>();
  const attachments = new Map<string, string>();
  const publicKeys = new Map<string, string>();
  const providerKeys = new Map<string, string>();
  const selections = new Map<string, string>();
  const defaults = new Map<string, { addr: string; grp?: string }>();

  function loadPersona(uuid: string, persona: Persona) {
    accounts.set(
      uuid,
      persona.accounts.map((account) => ({
        name: account.name,
        address: account.address,
        authorizedWallets: account.wallets.map((wallet) => ({
          name: wallet.name,
          address: wallet.address,
          type: wallet.type,
          authorizationType: wallet.authorizationType,
          verified: wallet.verified,
          representedGroupPolicy: wallet.address === account.address ? null : account.address,
        })),
      })),
    );
    for (const account of persona.accounts) {
      for (const wallet of account.wallets) {
        if (wallet.attached) attachments.set(key(wallet.address), uuid);
        if (wallet.defaultWallet)
          defaults.set(uuid, {
            addr: wallet.address,
            ...(key(wallet.address) === key(account.address) ? {} : { grp: account.address }),
          });
        if (wallet.privateKey) publicKeys.set(key(wallet.address), publicKeyHex(wallet.privateKey));
        // The provider keeps the keys of its own (hosted) wallets: its hosted test wallet signs with them.
        if (wallet.privateKey && wallet.type === 'PROVIDER')
          providerKeys.set(key(wallet.address), wallet.privateKey);
      }
    }
  }

  function load() {
    accounts.clear();
    attachments.clear();
    publicKeys.clear();
    providerKeys.clear();
    selections.clear();
    defaults.clear();
    for (const { uuid, persona } of personas) loadPersona(uuid, persona);
  }
  load();

  return {
    accountsOf: (identityUuid) => accounts.get(identityUuid) ?? [],
    addAccount(identityUuid, account) {
      accounts.set(identityUuid, [...(accounts.get(identityUuid) ?? []), account]);
    },
    attachedTo: (address) => attachments.get(key(address)),
    attach: (address, identityUuid) => void attachments.set(key(address), identityUuid),
    publicKeyOf: (address) => publicKeys.get(key(address)),
    rememberPublicKey: (address, publicKey) => void publicKeys.set(key(address), publicKey),
    providerKeyOf: (address) => providerKeys.get(key(address)),
    holdProviderKey(address, privateKey) {
      providerKeys.set(key(address), privateKey);
      publicKeys.set(key(address), publicKeyHex(privateKey));
    },
    providerAddresses: () => [...providerKeys.keys()],
    selectedBy: (identityUuid) => selections.get(identityUuid),
    defaultWalletOf: (identityUuid) => defaults.get(identityUuid) ?? {},
    select: (identityUuid, address) => void selections.set(identityUuid, address),
    reset: load,
    resetIdentity(identityUuid) {
      const seeded = personas.find(({ uuid }) => uuid === identityUuid);
      for (const [address, owner] of [...attachments])
        if (owner === identityUuid) attachments.delete(address);
      selections.delete(identityUuid);
      defaults.delete(identityUuid);
      accounts.delete(identityUuid);
      if (seeded) loadPersona(identityUuid, seeded.persona);
    },
  };
}
