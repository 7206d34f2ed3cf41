/** The wallet modal, exposed for the shell to host (`remote_wallet/WalletModal`); the modal is in ../modal/. */
import { registerDebugHandle } from '@lender/shared';
import { type RemoteComponents } from '@lender/shared/contracts';
import type { ComponentType } from 'react';
import { WalletModalView } from '../modal/WalletModalView.tsx';

registerDebugHandle('remote_wallet');

const WalletModal = WalletModalView satisfies ComponentType<RemoteComponents['remote_wallet/WalletModal']>;

export default WalletModal;
