/**
 * The browser-extension test provider's server side over HTTP: the page and the script
 * it serves, and the signing calls, which answer the product's origins only and sign
 * with the seeded wallet's real key. (The script itself runs in Chromium:
 * e2e/tests/shell/wallet-modal.spec.ts, "through the browser extension".)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Script } from 'node:vm';
import { verifyHexSignature, verifyJwtES256K } from '@lender/shared/stand-ins';
import { MOBILE_METHODS, utf8ToHex } from '@lender/shared/stand-ins';
import { EXTENSION_PATH } from './extension-constants.ts';
import { UNA } from '../seeded-wallets.testing.ts';
import { extensionProvider } from './extension-page.ts';

const PRODUCT = 'http://127.0.0.1:3003';

let server: Server;
let origin: string;

beforeEach(async () => {
  let pages: ReturnType<typeof extensionProvider> = () => false;
  server = createServer((request, response) => {
    if (!pages(request, response)) response.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages = extensionProvider({
    seededWallets: () => Promise.resolve([UNA]),
    publicOrigin: origin,
    allowedOrigins: [PRODUCT],
  });
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

const call = async (method: string, path: string, body?: unknown, from: string | null = PRODUCT) => {
  const answer = await fetch(`${origin}${EXTENSION_PATH}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(from ? { origin: from } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: answer.status,
    allowOrigin: answer.headers.get('access-control-allow-origin'),
    body: answer.headers.get('content-type')?.includes('json')
      ? ((await answer.json()) as Record<string, unknown>)
      : await answer.text(),
  };
};

it('serves a page for people with the bookmarklet, and the script calling back to this server', async () => {
  const page = await call('GET', '', undefined, null);
  expect(page.status).toBe(200);
  expect(page.body).toContain('<h1>Test wallet extension</h1>');
  expect(page.body).toContain(`${origin}${EXTENSION_PATH}/provider.js`);
  expect(page.body).toContain('href="javascript:');

  const script = await call('GET', '/provider.js', undefined, null);
  expect(script.status).toBe(200);
  expect(script.body).toContain(JSON.stringify(`${origin}${EXTENSION_PATH}/api`));
  expect(script.body).toContain('window.figureWalletExtension = Object.freeze({ version, isFigure: true })');
  // It is valid JavaScript.
  expect(() => new Script(script.body as string)).not.toThrow();
});

it('answers the product’s origins only, preflight included', async () => {
  expect(await call('GET', '/api/wallets', undefined, null)).toMatchObject({
    status: 403,
    allowOrigin: null,
  });
  expect(await call('POST', '/api/connect', { address: UNA.address }, 'https://evil.example')).toMatchObject({
    status: 403,
    allowOrigin: null,
  });
  expect(await call('OPTIONS', '/api/connect')).toMatchObject({ status: 204, allowOrigin: PRODUCT });
  const wallets = await call('GET', '/api/wallets');
  expect(wallets).toMatchObject({ status: 200, allowOrigin: PRODUCT });
  expect(wallets.body).toEqual([
    { email: UNA.email, account: UNA.account, name: UNA.name, address: UNA.address, type: UNA.type },
  ]);
});

it('connects and signs as the seeded wallet, with its real key', async () => {
  const connected = await call('POST', '/api/connect', {
    address: UNA.address.toUpperCase().replace('0X', '0x'),
  });
  expect(connected).toMatchObject({ status: 200, body: { address: UNA.address, walletName: UNA.name } });
  const { publicKey, jwt } = connected.body as { publicKey: string; jwt: string };
  expect(verifyJwtES256K(jwt, publicKey)).toMatchObject({ addr: UNA.address, sub: publicKey });

  const metadata = JSON.stringify({ address: UNA.address, description: 'Sign Message', date: 1 });
  const signed = await call('POST', '/api/answer', {
    address: UNA.address,
    method: MOBILE_METHODS.sign,
    params: [metadata, 'c0ffee'],
  });
  expect(signed.status).toBe(200);
  expect(verifyHexSignature('c0ffee', (signed.body as { result: string }).result, publicKey)).toBe(true);

  const summary = await call('POST', '/api/summary', {
    method: MOBILE_METHODS.sign,
    params: [metadata, utf8ToHex('nonce-123')],
  });
  expect(summary.body).toEqual({ summary: 'Sign Message — nonce-123' });
});

it('refuses an unknown wallet, an unknown method and a body that is not JSON, with a message', async () => {
  expect(await call('POST', '/api/connect', { address: '0xnobody' })).toMatchObject({
    status: 400,
    allowOrigin: PRODUCT,
    body: { message: 'No seeded wallet has the address 0xnobody' },
  });
  expect(
    await call('POST', '/api/answer', { address: UNA.address, method: 'eth_sendTransaction', params: [] }),
  ).toMatchObject({ status: 400, body: { message: 'eth_sendTransaction is not supported' } });
  const raw = (type: string) =>
    fetch(`${origin}${EXTENSION_PATH}/api/connect`, {
      method: 'POST',
      headers: { origin: PRODUCT, 'content-type': type },
      body: '{not json',
    });
  expect((await raw('application/json')).status).toBe(400);
  expect((await raw('text/plain')).status).toBe(415);
  expect(await call('GET', '/nowhere', undefined, null)).toMatchObject({ status: 404 });
});
