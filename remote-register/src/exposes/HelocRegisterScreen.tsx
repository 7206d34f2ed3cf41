import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { RegisterPage } from '../register/RegisterPage.tsx';

registerDebugHandle('remote_register');

const HelocRegisterScreen = (() => <RegisterPage variant="heloc" />) satisfies RemoteScreen;

export default HelocRegisterScreen;
