/** @jest-environment node */
import type { OutboxMessage } from './outbox.ts';
import { escapeHtml, renderOutboxPage } from './outbox-page.ts';

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  to: 'pat@example.com',
  subject: 'Your sign-in code',
  code: '012345',
  sentAt: '2025-06-01T12:00:00.007Z',
  ...overrides,
});

describe('outbox page', () => {
  it('is a titled, language-tagged page with one h1 and a captioned table', () => {
    const html = renderOutboxPage([message(), message({ code: null, subject: 'Welcome' })]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Development outbox</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html).toContain('<caption>2 messages, newest first</caption>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(5);
    expect(html.match(/<th scope="row">pat@example.com<\/th>/g)).toHaveLength(2);
    expect(html).toContain('<code>012345</code>');
    expect(html).toContain('<time datetime="2025-06-01T12:00:00.007Z">');
    expect(html).not.toContain('<script');
  });

  it('labels its filter field and keeps the address in it', () => {
    const html = renderOutboxPage([message()], { address: 'pat@example.com' });
    expect(html).toContain('<label for="to">Address</label>');
    expect(html).toContain('<input id="to" name="to" type="text" value="pat@example.com">');
    expect(html).toContain('<caption>1 message, newest first</caption>');
  });

  it('says so when there are no messages', () => {
    const html = renderOutboxPage([]);
    expect(html).toContain('<p>No messages.</p>');
    expect(html).not.toContain('<table>');
  });

  it('escapes every value, so a <script> is shown, not run', () => {
    const html = renderOutboxPage(
      [
        message({
          to: '<script>alert(1)</script>@example.com',
          subject: `"quoted" & 'single' <b>`,
          code: '<i>1</i>',
          link: 'https://example.com/?a=1&b="><script>alert(2)</script>',
        }),
      ],
      { address: '"><script>alert(3)</script>' },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39; &lt;b&gt;');
    expect(html).toContain('<code>&lt;i&gt;1&lt;/i&gt;</code>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"');
    expect(html).toContain(
      'href="https://example.com/?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
  });

  it.each([
    ['an https link', 'https://example.com/invite?t=1', true],
    ['an http link', 'http://127.0.0.1:3000/auth/register', true],
    ['a path', '/auth/register?token=x', true],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a protocol-relative URL', '//evil.example/x', false],
    ['a data: URL', 'data:text/html,hi', false],
  ])('links %s: %p', (_label, link, linked) => {
    const html = renderOutboxPage([message({ link })]);
    expect(html.includes('<a href=')).toBe(linked);
    expect(html).toContain(escapeHtml(link));
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
