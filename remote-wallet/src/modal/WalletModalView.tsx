/**
 * The wallet modal: one dialog whose section is the reducer's view (./modal-reducer.ts),
 * run by ./use-wallet-modal.ts; one thin section component each (./sections/). Exposed
 * to the shell by ../exposes/WalletModal.tsx.
 */
import { Box, ModalDialog } from '@lender/shared';
import { type WalletModalProps } from '@lender/shared/contracts';
import { HOSTED_FRAME_PARENT_ID } from '@lender/shared/wallet';
import { connectRequestOf } from './modal-rules.ts';
import { ConnectSection } from './sections/ConnectSection.tsx';
import { UnsupportedSection, VerificationErrorSection } from './sections/OutcomeSections.tsx';
import { ProvenanceSection } from './sections/ProvenanceSection.tsx';
import { SelectSection } from './sections/SelectSection.tsx';
import { useWalletModal } from './use-wallet-modal.ts';

function Section({ modal }: { modal: ReturnType<typeof useWalletModal> }) {
  const { view, send } = modal;
  const reselect = () => send({ type: 'reselect' });
  switch (view.section) {
    case 'Select':
      return (
        <SelectSection
          view={view}
          onChoose={(card) => send({ type: 'choose', card })}
          onRetry={() => send({ type: 'retry-accounts' })}
          onConnectAny={() => send({ type: 'connect-any' })}
          onCreateOrganization={() => send({ type: 'create-organization' })}
        />
      );
    case 'Connect':
    case 'Verify':
      return (
        <ConnectSection
          view={view}
          request={connectRequestOf(view)}
          shown={modal.shown}
          backLabel={modal.backLabel}
          onConnect={(kind) => send({ type: 'pick-kind', kind })}
          onReconnect={() => send({ type: 'reconnect' })}
          onCancelRequest={() => send({ type: 'cancel-request' })}
          onRequestAgain={() => send({ type: 'request-again' })}
          wayBack={modal.wayBack}
          onBack={reselect}
        />
      );
    case 'Provenance':
      return <ProvenanceSection view={view} onConvert={() => send({ type: 'convert' })} onBack={reselect} />;
    case 'Unsupported':
      return <UnsupportedSection onContinue={reselect} />;
    case 'Verification_Error':
      return <VerificationErrorSection onBack={reselect} />;
    case 'Success':
      return null;
  }
}

export function WalletModalView({ onDone, onAccountSwitch }: WalletModalProps) {
  const modal = useWalletModal(onDone, onAccountSwitch);
  return (
    <ModalDialog open title={modal.title} onClose={modal.close}>
      <Section modal={modal} />
      {/* The hosted wallet's frame goes here, inside the dialog, so it is not inert. */}
      <Box id={HOSTED_FRAME_PARENT_ID} />
    </ModalDialog>
  );
}
