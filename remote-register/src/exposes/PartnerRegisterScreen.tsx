import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { PartnerRegisterPage } from '../partner/PartnerRegisterPage.tsx';

registerDebugHandle('remote_register');

const PartnerRegisterScreen = PartnerRegisterPage satisfies RemoteScreen;

export default PartnerRegisterScreen;
