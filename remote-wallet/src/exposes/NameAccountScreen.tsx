/** The account-naming page, exposed to the shell; the page and its flow are in ../create/. */
import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { NameAccountPage } from '../create/NameAccountPage.tsx';

registerDebugHandle('remote_wallet');

const NameAccountScreen = NameAccountPage satisfies RemoteScreen;

export default NameAccountScreen;
