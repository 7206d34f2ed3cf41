/** The wallet modal's table tests' fixtures: the seeded personas' wallets, as the account list has them. */
import type { Account, AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import { accountGroups, type AccountCard } from '../accounts/account-cards.ts';
import { unsignedToken } from '../verify/unsigned-token.testing.ts';
import { modalStep } from './modal-reducer.ts';
import type { ConnectSection, ModalEffect, ModalEvent, ModalView } from './modal-view.ts';

const wallet = (name: string, address: string, type: string, verified = false): AuthorizedWallet => ({
  name,
  address,
  type,
  authorizationType: 'Owner',
  verified,
});
const own = (name: string, held: AuthorizedWallet): Account => ({
  name,
  address: held.address,
  authorizedWallets: [held],
});

export const SKY = wallet('Sky', '0x0d8e461687b7d06f86ec348e0c270b0f279855f0', 'SELF_CUSTODY');
export const HUGO = wallet('Hugo', '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6', 'PROVIDER');
export const MORGAN = wallet(
  'Morgan Reyes',
  '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb',
  'SELF_CUSTODY',
  true,
);
export const PROVENANCE = wallet('Old', 'pb1provenance0000000000000000000000000001', 'PROVENANCE', true);
export const SUBSCRIBE = wallet('Subscribe wallet', '0x5ub5cr1be', 'SUBSCRIBE', true);
export const REYES_HOLDINGS: Account = {
  name: 'Reyes Holdings LLC',
  address: '0xreyes00000000000000000000000000000000001',
  authorizedWallets: [{ ...MORGAN, authorizationType: 'RBAC' }],
};
export const ACCOUNTS: Account[] = [
  own('Sky Self-Custody', SKY),
  own('Hugo Hosted', HUGO),
  own('Morgan Reyes', MORGAN),
  own('Provenance wallet', PROVENANCE),
  own('Subscribe wallet', SUBSCRIBE),
  REYES_HOLDINGS,
];
export const GROUPS = accountGroups(ACCOUNTS);

/** The card of `held` (an organization's when `organization` is given). */
export function cardOf(held: AuthorizedWallet, organization?: Account): AccountCard {
  const cards = organization ? GROUPS.organizational : GROUPS.individual;
  return cards.find((card) => card.wallet.address === held.address)!;
}

export const LOADING: ModalView = {
  section: 'Select',
  status: 'loading',
  groups: { individual: [], organizational: [] },
};
export const READY: ModalView = { section: 'Select', status: 'ready', groups: GROUPS };
export const selecting = (held: AuthorizedWallet): ModalView => ({
  section: 'Select',
  status: 'selecting',
  groups: GROUPS,
  chosen: held,
});

/** Connect or Verify for `held` (null: any wallet), at the connect panel unless `extra` says otherwise. */
export function at(
  section: ConnectSection,
  held: AuthorizedWallet | null,
  extra: Partial<Extract<ModalView, { section: ConnectSection }>> = {},
): ModalView {
  const kinds =
    held === null
      ? (['mobile', 'extension', 'hosted'] as const)
      : held.type === 'PROVIDER'
        ? (['hosted'] as const)
        : (['mobile', 'extension'] as const);
  return { section, wallet: held, kinds, fromToken: null, step: 'connect', ...extra };
}

/** A compact wallet token (unsigned: the modal only reads its time claims). */
export const walletToken = unsignedToken;

export type Row = [name: string, view: ModalView, event: ModalEvent, next: ModalView, effects: ModalEffect[]];

export function table(title: string, rows: Row[]) {
  describe(title, () =>
    it.each(rows)('%s', (_, view, event, next, effects) =>
      expect(modalStep(view, event)).toEqual({ view: next, effects }),
    ),
  );
}

export const NOW = 1_700_000_000_000;
export const FRESH = walletToken({ addr: SKY.address, exp: NOW / 1000 + 1440 });
export const connected = (held: AuthorizedWallet, token: string | null = FRESH): ModalEvent => ({
  type: 'connected',
  address: held.address,
  walletToken: token,
  now: NOW,
});
export const forbidden = { ok: false, status: 403 } as const;
export const verify = (held: AuthorizedWallet): ModalEffect => ({
  type: 'verify',
  address: held.address,
  renew: false,
});
export const load: ModalEffect = { type: 'load-accounts' };
export const prefetch: ModalEffect = { type: 'prefetch' };
