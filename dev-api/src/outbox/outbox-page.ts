/**
 * The outbox for a person to read (the JSON at /__dev/outbox is for tests). A plain,
 * self-contained HTML page: no script, no external style, every value escaped, and a
 * link shown as a link only when it is http(s) or a path, never `javascript:`.
 */
import type { OutboxMessage } from './outbox.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const isSafeLink = (link: string) => /^(https?:\/\/|\/(?!\/))/i.test(link);

function linkCell(link: string | undefined): string {
  if (link === undefined) return '<td>—</td>';
  const text = escapeHtml(link);
  return isSafeLink(link) ? `<td><a href="${text}">${text}</a></td>` : `<td>${text}</td>`;
}

function row(message: OutboxMessage): string {
  return [
    '<tr>',
    `<td><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></td>`,
    `<th scope="row">${escapeHtml(message.to)}</th>`,
    `<td>${escapeHtml(message.subject)}</td>`,
    `<td>${message.code === null ? '—' : `<code>${escapeHtml(message.code)}</code>`}</td>`,
    linkCell(message.link),
    '</tr>',
  ].join('');
}

export interface OutboxPageOptions {
  /** The address the list is filtered by, shown in the filter form. */
  address?: string;
}

/** The whole page for `messages` (already filtered and newest first). */
export function renderOutboxPage(
  messages: readonly OutboxMessage[],
  options: OutboxPageOptions = {},
): string {
  const address = escapeHtml(options.address ?? '');
  const body = messages.length
    ? [
        '<table>',
        `<caption>${messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first</caption>`,
        '<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th>',
        '<th scope="col">Code</th><th scope="col">Link</th></tr></thead>',
        `<tbody>${messages.map(row).join('\n')}</tbody>`,
        '</table>',
      ].join('\n')
    : '<p>No messages.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse}th,td{border:1px solid #888;padding:.4rem .6rem;text-align:left}caption{text-align:left;font-weight:600;margin-bottom:.5rem}</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<form method="get"><label for="to">Address</label> <input id="to" name="to" type="text" value="${address}"> <button type="submit">Show</button></form>
${body}
</main>
</body>
</html>
`;
}
