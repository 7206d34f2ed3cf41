/**
 * The organization select-account page (`/auth/wallet/organization/select-account`):
 * two steps, Select the individual wallet that will control the organization, then
 * Connect it. A thin view over ./../organization/use-owner-wallet.ts.
 */
import {
  Button,
  chakra,
  Heading,
  Link,
  LoadingStatus,
  paths,
  registerDebugHandle,
  Stack,
  Text,
  useNavigate,
  type RemoteScreen,
} from '@lender/shared';
import { useEffect, useRef } from 'react';
import { withRedirect } from '../create/create-account.ts';
import { copyLink } from '../connect/copy-link.ts';
import { INDIVIDUAL_ACCOUNTS } from '../accounts/account-cards.ts';
import { MobileView } from '../connect/MobileView.tsx';
import { AWAITING_SIGNATURE, CardGroup, WALLET_TYPE_LABELS } from '../modal/ModalSections.tsx';
import { NO_INDIVIDUAL_WALLET, OWNER_PAGE_TITLE } from '../organization/owner-wallet-flow.ts';
import { useOwnerWallet, type OwnerView } from '../organization/use-owner-wallet.ts';

registerDebugHandle('remote_wallet');

const STEPS = ['Select', 'Connect'] as const;

function Steps({ current }: { current: OwnerView['step'] }) {
  return (
    <chakra.ol display="flex" gap="4" ps="0" listStyleType="none" aria-label="Steps">
      {STEPS.map((name, index) => (
        <chakra.li
          key={name}
          aria-current={name === current ? 'step' : undefined}
          fontWeight={name === current ? 'semibold' : 'normal'}
          color={name === current ? 'fg' : 'fg.muted'}
        >
          {index + 1}. {name}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

const SelectAccountScreen = (() => {
  const owner = useOwnerWallet();
  const navigate = useNavigate();
  const { view } = owner;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepKey = view.step === 'Connect' ? `Connect:${view.card.key}` : 'Select';
  // A new step moves focus to its heading, so a screen reader hears where the person is.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="xl">
        {OWNER_PAGE_TITLE}
      </Heading>
      <Steps current={view.step} />
      <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
        {view.step === 'Select' ? 'Select a wallet' : `Connect ${view.card.account.name}`}
      </Heading>
      {view.error && <Text role="alert">{view.error}</Text>}

      {view.step === 'Select' && view.status === 'loading' && <LoadingStatus label="Loading your wallets…" />}
      {view.step === 'Select' && view.status === 'failed' && (
        <Button variant="outline" alignSelf="start" onClick={owner.retry}>
          Try again
        </Button>
      )}
      {view.step === 'Select' && view.status === 'ready' && view.cards.length === 0 && (
        <Stack gap="2" align="flex-start">
          <Text>{NO_INDIVIDUAL_WALLET}</Text>
          <Button
            colorPalette="brand"
            onClick={() => void navigate(withRedirect(paths.createWallet, paths.organizationSelectAccount))}
          >
            Create Wallet
          </Button>
        </Stack>
      )}
      {view.step === 'Select' && view.status === 'ready' && (
        <CardGroup title={INDIVIDUAL_ACCOUNTS} cards={view.cards} disabled={false} onChoose={owner.choose} />
      )}

      {view.step === 'Connect' && (
        <Stack gap="4">
          <Text>
            {view.card.account.name} ({view.card.shortAddress}) will control the organization.
          </Text>
          {!view.connecting && (
            <Stack gap="2">
              {view.kinds.map((kind) => (
                <Button key={kind} colorPalette="brand" onClick={() => owner.connectWith(view.card, kind)}>
                  {WALLET_TYPE_LABELS[kind]}
                </Button>
              ))}
            </Stack>
          )}
          {view.connecting &&
            view.kind === 'mobile' &&
            (view.pairingUri ? (
              <MobileView
                pairingUri={view.pairingUri}
                stores={owner.stores}
                universalLink={owner.universalLink}
                onCopy={copyLink}
              />
            ) : (
              <LoadingStatus label="Preparing the QR code…" />
            ))}
          {view.connecting && view.kind === 'hosted' && <LoadingStatus label={AWAITING_SIGNATURE} />}
          {view.connecting && view.kind === 'extension' && (
            <LoadingStatus label="Approve the connection in the wallet extension…" />
          )}
          <Link asChild alignSelf="start">
            <button type="button" onClick={owner.back}>
              Select Another Wallet
            </button>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}) satisfies RemoteScreen;

export default SelectAccountScreen;
