import { registerDebugHandle, type RemoteScreen } from '@lender/shared';
import { SignerLoginPage } from '../signer/SignerLoginPage.tsx';

registerDebugHandle('remote_login');

const SignerLoginScreen = SignerLoginPage satisfies RemoteScreen;

export default SignerLoginScreen;
