/** Select (spec section 4, "Account selection and the modal"): a thin view over the reducer's Select states. */
import { Button, LoadingStatus, Stack, Text } from '@lender/shared';
import {
  INDIVIDUAL_ACCOUNTS,
  ORGANIZATIONAL_ACCOUNTS,
  type AccountCard,
} from '../../accounts/account-cards.ts';
import { TRY_AGAIN } from '../../accounts/account-texts.ts';
import { CardGroup } from '../../accounts/CardGroup.tsx';
import {
  CONNECT_A_WALLET,
  CREATE_AN_ORGANIZATION,
  LOADING_ACCOUNTS,
  LOOKING_FOR_SOMETHING_ELSE,
  SWITCHING_ACCOUNTS,
} from '../modal-texts.ts';
import type { ModalView } from '../modal-view.ts';

export function SelectSection({
  view,
  onChoose,
  onRetry,
  onConnectAny,
  onCreateOrganization,
}: {
  view: Extract<ModalView, { section: 'Select' }>;
  onChoose: (card: AccountCard) => void;
  onRetry: () => void;
  onConnectAny: () => void;
  onCreateOrganization: () => void;
}) {
  switch (view.status) {
    case 'loading':
      return <LoadingStatus label={LOADING_ACCOUNTS} />;
    case 'failed':
      return (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{view.error}</Text>
          <Button variant="outline" onClick={onRetry}>
            {TRY_AGAIN}
          </Button>
        </Stack>
      );
    case 'ready':
    case 'selecting': {
      const selecting = view.status === 'selecting';
      const { individual, organizational } = view.groups;
      return (
        <Stack gap="4">
          {selecting && <LoadingStatus label={SWITCHING_ACCOUNTS} />}
          {view.error && <Text role="alert">{view.error}</Text>}
          <CardGroup
            title={INDIVIDUAL_ACCOUNTS}
            cards={individual}
            disabled={selecting}
            onChoose={onChoose}
          />
          <CardGroup
            title={ORGANIZATIONAL_ACCOUNTS}
            cards={organizational}
            disabled={selecting}
            onChoose={onChoose}
          />
          <Stack as="footer" gap="1" align="flex-start" borderTopWidth="1px" pt="3">
            <Text fontSize="sm">{LOOKING_FOR_SOMETHING_ELSE}</Text>
            <Stack direction="row" gap="3" wrap="wrap">
              <Button variant="ghost" size="sm" onClick={onConnectAny} disabled={selecting}>
                {CONNECT_A_WALLET}
              </Button>
              <Button variant="ghost" size="sm" onClick={onCreateOrganization} disabled={selecting}>
                {CREATE_AN_ORGANIZATION}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      );
    }
  }
}
