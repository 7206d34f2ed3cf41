/**
 * The demo partner page's server on a free port: the page with the snippet partners copy,
 * the headers a careful partner sets, its static files, and what it refuses.
 */
import { withListening } from '@lender/serve/test-server';
import { LABEL_REFUSED } from './settings.ts';
import { PAGE_TEXTS } from './partner-page.ts';
import { createPartnerServer } from './server.ts';

const SHELL = 'https://signin.lender.example';
const PUBLIC = 'http://partner.localhost:3005';

const serve = (run: (base: string) => Promise<void>) =>
  withListening(createPartnerServer({ shellOrigin: SHELL, publicOrigin: PUBLIC }), run);

describe('the demo partner page', () => {
  it('is plain HTML with the snippet, its own script after it, and no inline script or style', () =>
    serve(async (base) => {
      const answer = await fetch(`${base}/`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await answer.text();
      expect(html).toContain('<title>Apollo Home Loans — partner demo</title>');
      expect(html).toContain(
        `<script src="${SHELL}/embed/v1.js"></script>\n<script src="/demo.js"></script>\n</body>`,
      );
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        `<script src="${SHELL}/embed/v1.js">`,
        '<script src="/demo.js">',
      ]);
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      expect(html).toContain('<body data-label="apollo">');
    }));

  it('has the buttons, the event list and the storage button the journeys use', () =>
    serve(async (base) => {
      const html = await (await fetch(`${base}/`)).text();
      for (const [id, text] of [
        ['open-login', 'Sign in with Keystone Home Lending'],
        ['open-login-wallet', 'Sign in and connect a wallet'],
        ['open-wallet', 'Connect a wallet'],
        ['open-register', 'Register with Keystone Home Lending'],
        ['show-storage', "What is in this page's storage"],
      ])
        expect(html).toContain(`<button type="button" id="${id}">${text}</button>`);
      expect(html).toContain('<ol id="partner-events" aria-live="polite" aria-labelledby="events-heading">');
      expect(html).toContain(
        '<ul id="partner-storage" aria-live="polite" aria-labelledby="storage-heading">',
      );
      expect(html).toContain(PUBLIC);
    }));

  it('sets the content security policy a careful partner sets: the shell for the loader and the frame alone', () =>
    serve(async (base) => {
      const answer = await fetch(`${base}/`);
      expect(answer.headers.get('content-security-policy')).toBe(
        `default-src 'self'; script-src 'self' ${SHELL}; frame-src ${SHELL}; style-src 'self'; ` +
          "img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
          "frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }));

  it.each([
    ['?label=hamilton', 'hamilton'],
    ['?label=nope', 'nope'],
  ])('asks for the label %s names', (search, label) =>
    serve(async (base) => {
      const html = await (await fetch(`${base}/${search}`)).text();
      expect(html).toContain(`<body data-label="${label}">`);
      expect(html).toContain(`${PAGE_TEXTS.labelAsked} <strong>${label}</strong>`);
    }),
  );

  it.each(['?label=', '?label=%22%3E%3Cscript%3E'])('refuses %s with a clear message', (search) =>
    serve(async (base) => {
      const answer = await fetch(`${base}/${search}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toBe(`${LABEL_REFUSED}\n`);
    }),
  );
});

describe("the page's files and the rest", () => {
  it.each([
    ['/demo.js', 'text/javascript; charset=utf-8', 'LenderEmbed.open('],
    ['/demo.css', 'text/css; charset=utf-8', 'font'],
    ['/favicon.svg', 'image/svg+xml', '<svg'],
    ['/health', 'text/plain; charset=utf-8', 'ok'],
  ])('serves %s', (path, type, part) =>
    serve(async (base) => {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain(part);
    }),
  );

  it('answers HEAD without a body', () =>
    serve(async (base) => {
      const answer = await fetch(`${base}/`, { method: 'HEAD' });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('');
    }));

  it.each([
    ['GET', '/demo.jsx', 404],
    ['GET', '/public/demo.js', 404],
    ['GET', '/nothing-here', 404],
    ['POST', '/', 405],
    ['DELETE', '/demo.js', 405],
  ])('%s %s: %i', (method, path, status) =>
    serve(async (base) => {
      const answer = await fetch(`${base}${path}`, { method });
      expect(answer.status).toBe(status);
      if (status === 405) expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }),
  );
});
