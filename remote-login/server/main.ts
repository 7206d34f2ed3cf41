import { serveRemote } from '@lender/serve/remote-server';

await serveRemote('remote-login');
