import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { LoginPage } from '../login/LoginPage.tsx';

registerDebugHandle('remote_login');

const LoginScreen = LoginPage satisfies RemoteScreen;

export default LoginScreen;
