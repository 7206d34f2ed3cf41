/**
 * The wallet modal, exposed for the shell to host (`remote_wallet/WalletModal`): one
 * dialog whose section is the reducer's view (../modal/), run by ../modal/use-wallet-modal.ts;
 * one thin section component each (../modal/sections/).
 */
import { Box, ModalDialog, registerDebugHandle, type RemoteComponents } from '@lender/shared';
import { HOSTED_FRAME_PARENT_ID } from '@lender/shared/wallet';
import type { ComponentType } from 'react';
import { ConnectSection } from '../modal/sections/ConnectSection.tsx';
import { UnsupportedSection, VerificationErrorSection } from '../modal/sections/OutcomeSections.tsx';
import { ProvenanceSection } from '../modal/sections/ProvenanceSection.tsx';
import { SelectSection } from '../modal/sections/SelectSection.tsx';
import { connectRequestOf } from '../modal/modal-rules.ts';
import { useWalletModal } from '../modal/use-wallet-modal.ts';

registerDebugHandle('remote_wallet');

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

const WalletModal = (({ onDone, onAccountSwitch }) => {
  const modal = useWalletModal(onDone, onAccountSwitch);
  return (
    <ModalDialog open title={modal.title} onClose={modal.close}>
      <Section modal={modal} />
      {/* The hosted wallet's frame goes here, inside the dialog, so it is not inert. */}
      <Box id={HOSTED_FRAME_PARENT_ID} />
    </ModalDialog>
  );
}) satisfies ComponentType<RemoteComponents['remote_wallet/WalletModal']>;

export default WalletModal;
