/** The organization page's Connect step: the one connect panel for the chosen wallet, and the way back. */
import { Link, Stack, Text } from '@lender/shared';
import type { WalletAppKind } from '@lender/shared/wallet';
import type { AccountCard } from '../accounts/account-cards.ts';
import { UserName } from '../accounts/UserName.tsx';
import type { ConnectStatus } from '../connect/connect-flow.ts';
import { ConnectPanel } from '../connect/ConnectPanel.tsx';
import { SELECT_ANOTHER_WALLET } from '../connect/connect-texts.ts';
import { ownerConnectRequest } from './owner-wallet-flow.ts';
import { WILL_CONTROL } from './owner-texts.ts';

export function OwnerConnectStep({
  card,
  status,
  onConnect,
  onBack,
}: {
  card: AccountCard;
  status: ConnectStatus;
  onConnect: (kind: WalletAppKind) => void;
  onBack: () => void;
}) {
  return (
    <Stack gap="4">
      <Text>
        <UserName>{card.account.name}</UserName> ({card.shortAddress}) {WILL_CONTROL}
      </Text>
      <ConnectPanel request={ownerConnectRequest(card)} status={status} onConnect={onConnect} />
      <Link asChild alignSelf="start">
        <button type="button" onClick={onBack}>
          {SELECT_ANOTHER_WALLET}
        </button>
      </Link>
    </Stack>
  );
}
