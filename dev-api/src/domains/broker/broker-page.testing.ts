/**
 * A browser's view of the broker's sign-in page, for tests: open it, read its
 * forms (hidden fields and buttons), post one back as the browser would.
 */
import type { FileServer } from '../../testing/http-client.ts';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';

const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** An attribute's or a text's value as the page escaped it, read back. */
export const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]!);

export interface PageForm {
  hidden: Record<string, string>;
  buttons: string[];
  /** The radio choices: value and label. */
  radios: { value: string; label: string }[];
}

/** Each form on the page, in document order. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map(([, body]) => ({
    hidden: Object.fromEntries(
      [...body!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [
        name!,
        unescape(value!),
      ]),
    ),
    buttons: [...body!.matchAll(/<button type="submit">([^<]*)<\/button>/g)].map(([, label]) =>
      unescape(label!),
    ),
    radios: [
      ...body!.matchAll(/<input type="radio" name="method" value="([^"]*)"[^>]*>([^<]*)<\/label>/g),
    ].map(([, value, label]) => ({ value: unescape(value!), label: unescape(label!) })),
  }));
}

/** The page's main form (the first). */
export function mainForm(html: string): PageForm {
  const [form] = formsOf(html);
  if (!form) throw new Error(`no form on the page:\n${html}`);
  return form;
}

/** The text of the page's alert, unescaped, or undefined. */
export const alertOf = (html: string) => {
  const match = /<p id="sign-in-error" class="error" role="alert">([^<]*)<\/p>/.exec(html);
  return match ? unescape(match[1]!) : undefined;
};

export interface Posted {
  status: number;
  location: string | null;
  cookie: string | null;
  retryAfter: string | null;
  html: string;
}

export function brokerPageClient(api: FileServer) {
  async function open(query: Record<string, string> = {}) {
    const response = await fetch(
      `${api.base}${BROKER_AUTHORIZE_PATH}?${new URLSearchParams(query).toString()}`,
    );
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  async function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Posted> {
    const response = await fetch(`${api.base}${BROKER_AUTHORIZE_PATH}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      cookie: response.headers.get('set-cookie'),
      retryAfter: response.headers.get('retry-after'),
      html: await response.text(),
    };
  }
  /** Opens the page and posts the email and password with the form's own hidden fields. */
  async function signIn(email: string, password: string, query: Record<string, string> = {}) {
    const page = await open(query);
    return post({ ...mainForm(page.html).hidden, email, password });
  }
  /** Posts the page's main form back with `fields` filled in. */
  const answer = (
    previous: { html: string },
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ) => post({ ...mainForm(previous.html).hidden, ...fields }, headers);
  return { open, post, signIn, answer };
}
