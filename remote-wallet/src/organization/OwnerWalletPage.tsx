/**
 * The organization select-account page (`/auth/wallet/organization/select-account`):
 * two steps, Select the individual wallet that will control the organization, then
 * Connect it. Thin: the runner is ./use-owner-wallet.ts, each step its own view.
 */
import { chakra, Heading, Stack, Text } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { UserName } from '../accounts/UserName.tsx';
import { OwnerConnectStep } from './OwnerConnectStep.tsx';
import { OwnerSelectStep } from './OwnerSelectStep.tsx';
import type { OwnerStep } from './owner-page-step.ts';
import { OWNER_PAGE_TITLE } from './owner-wallet-flow.ts';
import { CONNECT_HEADING, SELECT_HEADING, STEP_NAMES } from './owner-texts.ts';
import { useOwnerWallet } from './use-owner-wallet.ts';

function Steps({ current }: { current: OwnerStep['step'] }) {
  return (
    <chakra.ol display="flex" gap="4" ps="0" listStyleType="none" aria-label="Steps">
      {STEP_NAMES.map((name, index) => (
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

/** Focus goes to the step's heading when the step changes, so a screen reader hears where the person is. */
function useFocusOnChange(key: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

export function OwnerWalletPage() {
  const owner = useOwnerWallet();
  const { state } = owner;
  const headingRef = useFocusOnChange(state.step === 'Connect' ? `Connect:${state.card.key}` : 'Select');
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="xl">
        {OWNER_PAGE_TITLE}
      </Heading>
      <Steps current={state.step} />
      <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
        {state.step === 'Select' ? (
          SELECT_HEADING
        ) : (
          <>
            {CONNECT_HEADING} <UserName>{state.card.account.name}</UserName>
          </>
        )}
      </Heading>
      {state.step === 'Select' ? (
        <>
          {state.error && <Text role="alert">{state.error}</Text>}
          <OwnerSelectStep state={state} onChoose={owner.choose} onRetry={owner.retry} />
        </>
      ) : (
        <OwnerConnectStep
          card={state.card}
          status={owner.status}
          onConnect={(kind) => void owner.connectWith(state.card, kind)}
          onBack={owner.back}
        />
      )}
    </Stack>
  );
}
