/**
 * The wallet modal's sections as the person sees them: thin views over the
 * controller's state (./use-wallet-modal.ts). Texts are the specification's where it
 * gives them; ours are listed in docs/spec-decisions.md ("The wallet modal").
 */
import { Box, Button, chakra, Heading, Link, LoadingStatus, Stack, Text } from '@lender/shared';
import { WALLET_EXTENSION_MISSING, type WalletAppKind } from '@lender/shared/wallet';
import {
  INDIVIDUAL_ACCOUNTS,
  ORGANIZATIONAL_ACCOUNTS,
  type AccountCard,
  type AccountGroups,
} from '../accounts/account-cards.ts';
import { SWITCHING_ACCOUNTS } from './modal-texts.ts';
import { MobileView, type StoreLinks } from '../connect/MobileView.tsx';
import type { ModalView } from './use-wallet-modal.ts';

export const WALLET_TYPE_LABELS: Record<WalletAppKind, string> = {
  mobile: 'Mobile wallet',
  extension: 'Chrome Extension Wallet',
  hosted: 'Use your provider account',
};

export const VERIFICATION_REQUIRED = 'Wallet Verification Required';
export const VERIFY_STEPS = ['Connect to your wallet', 'Sign the transaction'] as const;
export const AWAITING_SIGNATURE = 'Awaiting signature in the wallet window...';
export const UNSUPPORTED_TYPE = 'Wallet type is no longer supported';
export const FINDING_WALLET = 'Finding your wallet…';

/** The way back to Select: the mobile view's words, else the hosted view's (spec section 2). */
export function backLabelOf(view: Extract<ModalView, { section: 'Connect' | 'Verify' }>): string {
  return view.kind === 'mobile' && view.step === 'connecting'
    ? 'Select A Different Wallet'
    : 'Select Another Wallet';
}

/** The modal's title for what it shows (Success and Verification_Error have none of their own). */
export function titleOf(view: ModalView): string {
  switch (view.section) {
    case 'Select':
      return 'Choose an Account';
    case 'Verify':
      return 'Connect your Wallet';
    case 'Connect':
      if (view.kind === 'mobile' && view.step !== 'choose') return 'Scan the QR Code';
      if (view.kind === 'extension' && view.step !== 'choose') return 'Connect with the Chrome Extension';
      return 'Connect Your Wallet';
    case 'Provenance':
      return 'Convert your Provenance Wallet';
    case 'Unsupported':
      return UNSUPPORTED_TYPE;
    case 'Success':
      return 'Wallet connected';
    case 'Verification_Error':
      return 'Choose another wallet';
  }
}

function Card({ card, disabled, onChoose }: { card: AccountCard; disabled: boolean; onChoose: () => void }) {
  return (
    <chakra.li listStyleType="none">
      <Button
        variant="outline"
        width="full"
        height="auto"
        py="3"
        justifyContent="space-between"
        textAlign="start"
        disabled={disabled}
        onClick={onChoose}
        title={card.account.address}
      >
        <Stack gap="0" align="flex-start">
          <Text fontWeight="semibold">{card.account.name}</Text>
          <Text fontSize="sm">{card.shortAddress}</Text>
          <Text fontSize="sm" color="fg.muted">
            {card.role}
          </Text>
        </Stack>
        {card.verified && (
          <Box as="span" fontSize="xs" px="2" py="0.5" borderRadius="full" bg="green.100" color="green.800">
            Verified
          </Box>
        )}
      </Button>
    </chakra.li>
  );
}

export function CardGroup({
  title,
  cards,
  disabled,
  onChoose,
}: {
  title: string;
  cards: AccountCard[];
  disabled: boolean;
  onChoose: (card: AccountCard) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <chakra.ul display="flex" flexDirection="column" gap="2" p="0" m="0">
        {cards.map((card) => (
          <Card key={card.key} card={card} disabled={disabled} onChoose={() => onChoose(card)} />
        ))}
      </chakra.ul>
    </Stack>
  );
}

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
  if (view.status === 'loading') return <LoadingStatus label="Loading your accounts…" />;
  if (view.status === 'failed')
    return (
      <Stack gap="3" align="flex-start">
        <Text role="alert">{view.error}</Text>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  const groups: AccountGroups = view.groups;
  const selecting = view.status === 'selecting';
  return (
    <Stack gap="4">
      {selecting && <LoadingStatus label={SWITCHING_ACCOUNTS} />}
      {view.error && <Text role="alert">{view.error}</Text>}
      <CardGroup
        title={INDIVIDUAL_ACCOUNTS}
        cards={groups.individual}
        disabled={selecting}
        onChoose={onChoose}
      />
      <CardGroup
        title={ORGANIZATIONAL_ACCOUNTS}
        cards={groups.organizational}
        disabled={selecting}
        onChoose={onChoose}
      />
      <Stack as="footer" gap="1" align="flex-start" borderTopWidth="1px" pt="3">
        <Text fontSize="sm">Looking for something else?</Text>
        <Stack direction="row" gap="3" wrap="wrap">
          <Button variant="ghost" size="sm" onClick={onConnectAny} disabled={selecting}>
            Connect a Wallet
          </Button>
          <Button variant="ghost" size="sm" onClick={onCreateOrganization} disabled={selecting}>
            Create an Organization
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

export function ConnectSection({
  view,
  onConnect,
  onBack,
  onCopy,
  stores,
  universalLink,
}: {
  view: Extract<ModalView, { section: 'Connect' | 'Verify' }>;
  onConnect: (kind: WalletAppKind) => void;
  onBack: () => void;
  onCopy: (link: string) => void;
  stores: StoreLinks | null;
  /** The mobile wallet's universal link, for "Open in wallet" on a phone-sized screen. */
  universalLink: string | null;
}) {
  const waiting = view.step !== 'choose';
  return (
    <Stack gap="4">
      {view.section === 'Verify' && (
        <>
          {view.wallet && !view.wallet.verified && (
            <Text fontWeight="semibold" role="note">
              {VERIFICATION_REQUIRED}
            </Text>
          )}
          <chakra.ol ps="5" listStyleType="decimal">
            {VERIFY_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </chakra.ol>
        </>
      )}
      {view.error && <Text role="alert">{view.error}</Text>}
      {view.error === WALLET_EXTENSION_MISSING && stores && (
        <Link href={stores.extension} target="_blank" rel="noreferrer" alignSelf="start">
          Get the Chrome extension wallet
        </Link>
      )}
      {!waiting && (
        <Stack gap="2">
          {view.kinds.map((kind) => (
            <Button key={kind} colorPalette="brand" onClick={() => onConnect(kind)}>
              {WALLET_TYPE_LABELS[kind]}
            </Button>
          ))}
        </Stack>
      )}
      {waiting && view.kind === 'mobile' && view.step === 'connecting' && (
        <>
          {view.pairingUri ? (
            <MobileView
              pairingUri={view.pairingUri}
              stores={stores}
              universalLink={universalLink}
              onCopy={onCopy}
            />
          ) : (
            <LoadingStatus label="Preparing the QR code…" />
          )}
        </>
      )}
      {waiting && view.step === 'connecting' && view.kind === 'hosted' && (
        <LoadingStatus label={AWAITING_SIGNATURE} />
      )}
      {waiting && view.step === 'connecting' && view.kind === 'extension' && (
        <LoadingStatus label="Approve the connection in the wallet extension…" />
      )}
      {view.step === 'finding' && <LoadingStatus label={FINDING_WALLET} />}
      {(view.step === 'GET_NONCE' || view.step === 'ATTACH') && (
        <LoadingStatus
          label={view.step === 'GET_NONCE' ? 'Sign the request in your wallet…' : 'Verifying your wallet…'}
        />
      )}
      {/* Connecting from a login token there is no list to go back to. */}
      {!view.fromToken && (
        <Button variant="ghost" alignSelf="start" onClick={onBack}>
          {backLabelOf(view)}
        </Button>
      )}
    </Stack>
  );
}

export const CONVERT_WALLET = 'Convert wallet';

export function ProvenanceSection({
  opening,
  error,
  onConvert,
  onBack,
}: {
  opening: boolean;
  error?: string;
  onConvert: () => void;
  onBack: () => void;
}) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>
        This Provenance wallet must be converted before it can be used. You will come back here afterwards.
      </Text>
      {error && <Text role="alert">{error}</Text>}
      <Button colorPalette="brand" loading={opening} loadingText={CONVERT_WALLET} onClick={onConvert}>
        {CONVERT_WALLET}
      </Button>
      <Button variant="ghost" disabled={opening} onClick={onBack}>
        Select Another Wallet
      </Button>
    </Stack>
  );
}

export function UnsupportedSection({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>This wallet can no longer be connected here. Choose another account to continue.</Text>
      <Button colorPalette="brand" onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}

export function VerificationErrorSection({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>Please select wallet from list to continue</Text>
      <Button colorPalette="brand" onClick={onBack}>
        Choose an Account
      </Button>
    </Stack>
  );
}
