/**
 * A form of a server-made first screen sent before the page's scripts ran (docs/performance.md,
 * "Server-made HTML"): the screen's forms post to the page's own address, and the answer is the
 * same page with the email kept and STILL_LOADING_TEXT under the form. Only the email is read
 * from the body: the password is never kept, and the body is never logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteRouteFor } from '@lender/shared/contracts';
import { EMBED_PATHS } from '../src/embed/protocol.ts';
import { STILL_LOADING_TEXT, type ServerPageParts } from './server-screen.ts';

/** More than any sign-in form sends. */
export const MAX_EARLY_BODY_BYTES = 16 * 1024;
const MAX_EMAIL_LENGTH = 254;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolvePromise, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_EARLY_BODY_BYTES) {
        resolvePromise(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The email of a sent form, trimmed; '' when there is none or it is not one. */
export function keptEmail(body: string): string {
  const email = new URLSearchParams(body).get('email')?.trim() ?? '';
  return email.length <= MAX_EMAIL_LENGTH ? email : '';
}

/** Answers a POST to an unguarded remote route or the embed's login; false for any other request. */
export async function answerEarlySubmit(
  request: IncomingMessage,
  response: ServerResponse,
  distDir: string,
  page: (
    html: string,
    notice: ServerPageParts['notice'],
  ) => Promise<{ html: string; headers: Record<string, string> }>,
): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const route = remoteRouteFor(pathname);
  if ((!route || route.guarded) && pathname !== EMBED_PATHS.login) return false;
  const type = request.headers['content-type'] ?? '';
  const body = type.startsWith('application/x-www-form-urlencoded') ? await readBody(request) : null;
  if (body === null) {
    request.resume();
    response.writeHead(type.startsWith('application/x-www-form-urlencoded') ? 413 : 415, {
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('This form is sent by the page itself.');
    return true;
  }
  const made = await page(readFileSync(join(distDir, 'index.html'), 'utf8'), {
    text: STILL_LOADING_TEXT,
    email: keptEmail(body),
  });
  response.writeHead(200, {
    ...made.headers,
    'Content-Type': 'text/html; charset=utf-8',
    // An answer to what one person typed: never stored.
    'Cache-Control': 'no-store',
  });
  response.end(made.html);
  return true;
}
