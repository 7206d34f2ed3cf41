import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { RegisterPage } from '../register/RegisterPage.tsx';

registerDebugHandle('remote_register');

const RegisterScreen = (() => <RegisterPage variant="standard" />) satisfies RemoteScreen;

export default RegisterScreen;
