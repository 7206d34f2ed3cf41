import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { PartnerRegisterPage } from '../partner/PartnerRegisterPage.tsx';

registerDebugHandle('remote_register');

const PartnerRegisterScreen = PartnerRegisterPage satisfies RemoteScreen;

export default PartnerRegisterScreen;
