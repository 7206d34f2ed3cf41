import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { RegisterPage } from '../register/RegisterPage.tsx';

registerDebugHandle('remote_register');

const HelocRegisterScreen = (() => <RegisterPage variant="heloc" />) satisfies RemoteScreen;

export default HelocRegisterScreen;
