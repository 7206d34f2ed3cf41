import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { OwnerWalletPage } from '../organization/OwnerWalletPage.tsx';

registerDebugHandle('remote_wallet');

/** The organization select-account page: a shim over ../organization/. */
const SelectAccountScreen = OwnerWalletPage satisfies RemoteScreen;

export default SelectAccountScreen;
