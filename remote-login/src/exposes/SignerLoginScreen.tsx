import { registerDebugHandle } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { SignerLoginPage } from '../signer/SignerLoginPage.tsx';

registerDebugHandle('remote_login');

const SignerLoginScreen = SignerLoginPage satisfies RemoteScreen;

export default SignerLoginScreen;
