/**
 * @jest-environment node
 *
 * A form of a server-made screen sent before the page's scripts ran (./early-submit.ts): the
 * same page with the email kept and the sentence; never the password; only a form's body, and
 * at most MAX_EARLY_BODY_BYTES of it; any other request is not its to answer.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withListening } from '@lender/serve/test-server';
import { answerEarlySubmit, keptEmail, MAX_EARLY_BODY_BYTES } from './early-submit.ts';
import { STILL_LOADING_TEXT } from './server-screen.ts';

const distDir = mkdtempSync(join(tmpdir(), 'early-submit-'));
writeFileSync(join(distDir, 'index.html'), '<html><body>the page</body></html>');

/** A server that answers with answerEarlySubmit, or 404 when it is not its to answer; the notices it was given. */
function earlySubmitServer(): { server: Server; notices: unknown[] } {
  const notices: unknown[] = [];
  const server = createServer((request, response) => {
    void answerEarlySubmit(request, response, distDir, (html, notice) => {
      notices.push(notice);
      return Promise.resolve({ html: `${html}<p>${notice?.text}</p>`, headers: { 'X-Page': 'yes' } });
    }).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  return { server, notices };
}

const form = 'application/x-www-form-urlencoded';

it.each<[string, string, string]>([
  ['the email beside a password', 'email=ana%40example.com&password=secret', 'ana@example.com'],
  ['an email with spaces around it', 'email=+ana%40example.com+', 'ana@example.com'],
  ['no email', 'password=secret', ''],
  ['an email over 254 characters', `email=${'a'.repeat(250)}%40x.io`, ''],
])('keeps the email of a form with %s', (_, body, email) => {
  expect(keptEmail(body)).toBe(email);
});

it.each([
  '/auth/login?redirectUrl=%2Fdashboard',
  '/embed/login?origin=https%3A%2F%2Fp.example&channel=c0ffee00&label=apollo',
])(
  "answers a form sent to %s (an unguarded remote route, the embed's login) with the page, the email kept, never the password",
  async (path) => {
    const { server, notices } = earlySubmitServer();
    await withListening(server, async (base) => {
      const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': form },
        body: 'email=ana%40example.com&password=not-kept',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-page')).toBe('yes');
      const html = await answer.text();
      expect(html).toContain('the page');
      expect(html).toContain(STILL_LOADING_TEXT);
      expect(html).not.toContain('not-kept');
      expect(notices).toEqual([{ text: STILL_LOADING_TEXT, email: 'ana@example.com' }]);
    });
  },
);

it('refuses a body that is not a form (415) or is too large (413), and leaves other requests alone', async () => {
  const { server, notices } = earlySubmitServer();
  await withListening(server, async (base) => {
    const json = await fetch(`${base}/auth/login`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const large = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': form },
      body: `email=${'a'.repeat(MAX_EARLY_BODY_BYTES)}`,
    });
    expect(large.status).toBe(413);
    expect((await fetch(`${base}/auth/login`)).status).toBe(404);
    const guarded = await fetch(`${base}/auth/wallet/create-wallet`, {
      method: 'POST',
      headers: { 'Content-Type': form },
      body: 'email=ana%40example.com',
    });
    expect(guarded.status).toBe(404);
    const otherEmbedStep = await fetch(`${base}/embed/wallet`, {
      method: 'POST',
      headers: { 'Content-Type': form },
      body: 'email=ana%40example.com',
    });
    expect(otherEmbedStep.status).toBe(404);
    expect(notices).toEqual([]);
  });
});
