import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { LoginPage } from '../login/LoginPage.tsx';

registerDebugHandle('remote_login');

const LoginScreen = LoginPage satisfies RemoteScreen;

export default LoginScreen;
