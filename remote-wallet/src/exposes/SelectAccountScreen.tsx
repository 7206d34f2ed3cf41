import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { OwnerWalletPage } from '../organization/OwnerWalletPage.tsx';

registerDebugHandle('remote_wallet');

/** The organization select-account page: a shim over ../organization/. */
const SelectAccountScreen = OwnerWalletPage satisfies RemoteScreen;

export default SelectAccountScreen;
