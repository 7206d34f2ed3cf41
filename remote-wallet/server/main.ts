import { serveRemote } from '@lender/tooling/remote-server';

await serveRemote('remote-wallet');
