/** The create-wallet page, exposed to the shell; the page is in ../create/. */
import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { CreateWalletPage } from '../create/CreateWalletPage.tsx';

registerDebugHandle('remote_wallet');

const CreateWalletScreen = CreateWalletPage satisfies RemoteScreen;

export default CreateWalletScreen;
