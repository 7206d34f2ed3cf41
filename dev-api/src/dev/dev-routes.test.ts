/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { addressFromPublicKey, publicKeyHex } from '@lender/shared/stand-ins';
import { FIRST_FACTOR_EXPIRED } from '../security/one-time-codes.ts';
import { currentTotp } from '../security/totp.ts';
import { withDevApi } from '../testing/http-client.ts';
import { isLoopback, loopbackOnly } from './dev-routes.ts';

describe('development aids for browser tests', () => {
  it('resets one persona to the seed and leaves the others as they are', async () => {
    await withDevApi(async (client, state) => {
      const eli = state.byEmail('eli.expired@example.com')!;
      const pat = state.byEmail('pat.customer@example.com')!;
      eli.passwordExpired = false;
      pat.passwordExpired = true;
      const answer = await client.call('POST', '/__dev/reset', { email: 'ELI.expired@example.com' });
      expect(answer.body).toEqual({ reset: true, email: 'eli.expired@example.com' });
      expect(state.byEmail('eli.expired@example.com')!.passwordExpired).toBe(true);
      expect(state.byEmail('pat.customer@example.com')!.passwordExpired).toBe(true);
      expect((await client.call('POST', '/__dev/reset', { email: 'nobody@example.com' })).status).toBe(404);
    });
  });

  it('lists the seeded wallets that hold a key, each key matching its address, for the test wallets', async () => {
    await withDevApi(async (client) => {
      const answer = await client.call('GET', '/__dev/wallets');
      const wallets = answer.body as unknown as { email: string; address: string; privateKey: string }[];
      expect(wallets).toContainEqual(
        expect.objectContaining({ email: 'una.unattached@example.com', privateKey: '5'.repeat(64) }),
      );
      for (const wallet of wallets)
        expect(addressFromPublicKey(publicKeyHex(wallet.privateKey))).toBe(wallet.address.toLowerCase());
      expect(new Set(wallets.map((w) => w.address)).size).toBe(wallets.length);
    });
  });

  it('serves the outbox page for a person to open, never framed', async () => {
    await withDevApi(async (client) => {
      const page = await fetch(`${client.base}/__dev/outbox.html`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    });
  });

  it('gives the current TOTP code of a persona with an authenticator app', async () => {
    await withDevApi(async (client) => {
      const answer = await client.call('GET', '/__dev/totp?email=tara.totp@example.com');
      expect(answer.body).toEqual({ code: currentTotp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', Date.now) });
      expect((await client.call('GET', '/__dev/totp?email=pat.customer@example.com')).status).toBe(404);
    });
  });

  it('ends a persona’s pending first factors, so the next second-factor call says so', async () => {
    await withDevApi(async (client) => {
      const login = await client.login('quinn.questions@example.com');
      const { loginUuid } = login.body.twoFactorOptions as { loginUuid: string };
      const expired = await client.call('POST', '/__dev/first-factors/expire', {
        email: 'quinn.questions@example.com',
      });
      expect(expired.body).toEqual({ expired: 1 });
      const retrieve = await client.call('POST', '/identity/api/v1/question/retrieve', { loginUuid });
      expect(retrieve.body).toEqual({ errors: [{ message: FIRST_FACTOR_EXPIRED }] });
      expect((await client.call('POST', '/__dev/first-factors/expire', {})).status).toBe(400);
    });
  });
});

describe('loopbackOnly: the development routes answer callers on this machine only', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.20', false],
    ['2001:db8::1', false],
    ['127.0.0.1.evil', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('passes a loopback caller through to the route, and hides the route from anyone else', async () => {
    const route = jest.fn(() => ({ body: { code: '123456' } }));
    const guarded = loopbackOnly(route);
    const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;
    const url = new URL('http://127.0.0.1:4000/__dev/totp');
    expect(await guarded(from('192.168.1.20'), url, undefined)).toBeNull();
    expect(route).not.toHaveBeenCalled();
    expect(await guarded(from('127.0.0.1'), url, undefined)).toEqual({ body: { code: '123456' } });
  });
});
