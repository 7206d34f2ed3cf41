/**
 * The wallet modal, exposed for the shell to host (`remote_wallet/WalletModal`): one
 * dialog whose section comes from the controller (../modal/use-wallet-modal.ts).
 */
import { Box, ModalDialog, registerDebugHandle, type RemoteComponents } from '@lender/shared';
import { HOSTED_FRAME_PARENT_ID } from '@lender/shared/wallet';
import type { ComponentType } from 'react';
import {
  ConnectSection,
  ProvenanceSection,
  SelectSection,
  titleOf,
  UnsupportedSection,
  VerificationErrorSection,
} from '../modal/ModalSections.tsx';
import { copyLink } from '../connect/copy-link.ts';
import { useWalletModal } from '../modal/use-wallet-modal.ts';

registerDebugHandle('remote_wallet');

const WalletModal = (({ onDone, onAccountSwitch }) => {
  const modal = useWalletModal(onDone, onAccountSwitch);
  const { view } = modal;
  return (
    <ModalDialog open title={titleOf(view)} onClose={modal.close}>
      {view.section === 'Select' && (
        <SelectSection
          view={view}
          onChoose={modal.choose}
          onRetry={modal.retryAccounts}
          onConnectAny={modal.connectAny}
          onCreateOrganization={modal.createOrganization}
        />
      )}
      {(view.section === 'Connect' || view.section === 'Verify') && (
        <ConnectSection
          view={view}
          onConnect={(kind) => modal.connectWith(view, kind)}
          onBack={modal.reselect}
          onCopy={copyLink}
          stores={modal.stores}
          universalLink={modal.universalLink}
        />
      )}
      {view.section === 'Provenance' && (
        <ProvenanceSection
          opening={view.status === 'opening'}
          error={view.error}
          onConvert={modal.convert}
          onBack={modal.reselect}
        />
      )}
      {view.section === 'Unsupported' && <UnsupportedSection onContinue={modal.reselect} />}
      {view.section === 'Verification_Error' && <VerificationErrorSection onBack={modal.reselect} />}
      {/* The hosted wallet's frame goes here, inside the dialog, so it is not inert. */}
      <Box id={HOSTED_FRAME_PARENT_ID} />
    </ModalDialog>
  );
}) satisfies ComponentType<RemoteComponents['remote_wallet/WalletModal']>;

export default WalletModal;
