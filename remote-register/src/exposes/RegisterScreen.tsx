import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { RegisterPage } from '../register/RegisterPage.tsx';

registerDebugHandle('remote_register');

const RegisterScreen = (() => <RegisterPage variant="standard" />) satisfies RemoteScreen;

export default RegisterScreen;
