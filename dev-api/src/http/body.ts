import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The media type of a request's body, without parameters, lower case ('' when none). */
export const mediaTypeOf = (request: IncomingMessage): string =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';
/** JSON under the names browsers give violation reports (`report-uri`, the Reporting API). */
export const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json']);
export const UNSUPPORTED_MEDIA_TYPE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Reads a JSON body (or none); a form post from one of the server's own pages is
 * read as an object of its fields, and a browser's violation report as the JSON it is.
 * Too large, another media type (a cross-site `text/plain` post would skip the CORS
 * preflight), or not JSON is the caller's 4xx. Only the server's own pages take forms
 * and only the report route takes reports: the declared endpoints refuse both (router.ts).
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const type = mediaTypeOf(request);
  if (type === FORM) return Object.fromEntries(new URLSearchParams(text));
  if (type !== JSON_TYPE && !REPORT_TYPES.has(type)) throw new BodyError(415, UNSUPPORTED_MEDIA_TYPE);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON.');
  }
}
