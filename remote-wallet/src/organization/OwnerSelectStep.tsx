/** The organization page's Select step: the individual wallets to choose from, or why there are none. */
import { Button, LoadingStatus, Stack, Text, useNavigate } from '@lender/shared';
import type { AccountCard } from '../accounts/account-cards.ts';
import { INDIVIDUAL_ACCOUNTS } from '../accounts/account-cards.ts';
import { TRY_AGAIN } from '../accounts/account-texts.ts';
import { CardGroup } from '../accounts/CardGroup.tsx';
import { hasNoWallet, type OwnerStep } from './owner-page-step.ts';
import { createWalletAddress, NO_INDIVIDUAL_WALLET } from './owner-wallet-flow.ts';
import { CREATE_WALLET, LOADING_WALLETS } from './owner-texts.ts';

export function OwnerSelectStep({
  state,
  onChoose,
  onRetry,
}: {
  state: Extract<OwnerStep, { step: 'Select' }>;
  onChoose: (card: AccountCard) => void;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  if (state.status === 'loading') return <LoadingStatus label={LOADING_WALLETS} />;
  if (state.status === 'failed')
    return (
      <Button variant="outline" alignSelf="start" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    );
  if (hasNoWallet(state))
    return (
      <Stack gap="2" align="flex-start">
        <Text>{NO_INDIVIDUAL_WALLET}</Text>
        <Button colorPalette="brand" onClick={() => void navigate(createWalletAddress())}>
          {CREATE_WALLET}
        </Button>
      </Stack>
    );
  return <CardGroup title={INDIVIDUAL_ACCOUNTS} cards={state.cards} disabled={false} onChoose={onChoose} />;
}
