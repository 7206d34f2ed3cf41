import { serveRemote } from '@lender/tooling/remote-server';
import { WALLET_LAB_PATH } from '../src/lab/lab-path.ts';

await serveRemote('remote-wallet', { devPages: [WALLET_LAB_PATH] });
