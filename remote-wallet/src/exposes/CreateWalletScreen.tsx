/** The create-wallet page, exposed to the shell; the page is in ../create/. */
import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { CreateWalletPage } from '../create/CreateWalletPage.tsx';

registerDebugHandle('remote_wallet');

const CreateWalletScreen = CreateWalletPage satisfies RemoteScreen;

export default CreateWalletScreen;
