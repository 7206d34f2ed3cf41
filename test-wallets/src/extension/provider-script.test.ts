/** @jest-environment ../tooling/build/src/jest-jsdom-environment.cjs */
// The browser-extension test provider's script as a page runs it, on a document of each
// test's own (so no script hears another's messages), with its server's calls played
// here: a request the product withdraws (`removePendingMethod` by `customId`).
import { waitFor } from '@testing-library/dom';
import { PROVIDER_STORAGE_KEY } from './extension-constants.ts';
import { providerScript } from './provider-script.ts';

const UNA = '0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9';

// jsdom has <dialog> without its modal methods: what the script needs of them.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.open = true;
  },
  close(this: HTMLDialogElement) {
    this.open = false;
  },
});

interface Reply {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

function startPage() {
  localStorage.setItem(PROVIDER_STORAGE_KEY, JSON.stringify({ address: UNA }));
  const page = document.implementation.createHTMLDocument('product');
  const calls: string[] = [];
  const fetch = (url: string, init: RequestInit) => {
    const path = url.replace('http://wallets/extension/api', '');
    calls.push(path);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { params: string[] };
    const answer =
      path === '/summary' ? { summary: `Sign Message — ${body.params[1]}` } : { result: 'signature' };
    return Promise.resolve({ ok: true, json: () => Promise.resolve(answer) });
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('window', 'document', 'fetch', providerScript('http://wallets/extension/api'));
  (run as (w: object, d: Document, f: typeof fetch) => void)({}, page, fetch);
  const replies: Reply[] = [];
  page.addEventListener('figureWalletExtensionReceiveMessage', (event) =>
    replies.push((event as CustomEvent<Reply & { type: string; sender: string }>).detail),
  );
  let nextId = 1;
  const send = (method: string, params: unknown[]) => {
    const id = nextId++;
    page.dispatchEvent(
      new CustomEvent('figureWalletExtensionSendMessage', {
        detail: { sender: 'wcjs', request: { id, method, params } },
      }),
    );
    return id;
  };
  const meta = (fields: object) => JSON.stringify({ address: UNA, description: 'd', date: 1, ...fields });
  return {
    calls,
    replies,
    /** The dialogs on the page, by what they ask. */
    dialogs: () =>
      [...page.querySelectorAll('dialog')].map((dialog) => dialog.querySelector('p')?.textContent),
    approve: () => page.querySelector<HTMLButtonElement>('dialog button')!.click(),
    sign: (customId: string, hex: string) => send('provenance_sign', [meta({ customId }), hex]),
    withdraw: (customId: string) =>
      send('wallet_action', [
        meta({ action: 'removePendingMethod', payload: { customId }, customId: `removal-of-${customId}` }),
      ]),
  };
}

const rejected = (id: number) => ({ id, error: { code: 5000, message: 'User rejected.' } });

beforeEach(() => localStorage.clear());

it('closes the dialog of the request withdrawn, answers it rejected and the removal true, then asks the next', async () => {
  const page = startPage();
  const first = page.sign('first', '01');
  const second = page.sign('second', '02');
  await waitFor(() => expect(page.dialogs()).toEqual(['Sign Message — 01']));

  const removal = page.withdraw('first');
  await waitFor(() => expect(page.replies).toHaveLength(2));
  expect(page.replies).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: removal, result: true }),
      expect.objectContaining(rejected(first)),
    ]),
  );
  await waitFor(() => expect(page.dialogs()).toEqual(['Sign Message — 02']));
  page.approve();
  await waitFor(() => expect(page.replies).toContainEqual(expect.objectContaining({ id: second })));
  expect(page.replies.find((reply) => reply.id === second)).toMatchObject({ result: 'signature' });
  expect(page.dialogs()).toEqual([]);
});

it('drops a withdrawn request still queued behind the dialog shown, which stays', async () => {
  const page = startPage();
  const first = page.sign('first', '01');
  const second = page.sign('second', '02');
  await waitFor(() => expect(page.dialogs()).toEqual(['Sign Message — 01']));
  await waitFor(() => expect(page.calls).toEqual(['/summary', '/summary']));

  const removal = page.withdraw('second');
  await waitFor(() => expect(page.replies).toHaveLength(2));
  expect(page.replies).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: removal, result: true }),
      expect.objectContaining(rejected(second)),
    ]),
  );
  expect(page.dialogs()).toEqual(['Sign Message — 01']);
  page.approve();
  await waitFor(() => expect(page.replies).toContainEqual(expect.objectContaining({ id: first })));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(page.dialogs()).toEqual([]);
});

it('answers a removal of an id it does not know true at once, and drops nothing', async () => {
  const page = startPage();
  page.sign('first', '01');
  await waitFor(() => expect(page.dialogs()).toEqual(['Sign Message — 01']));
  const removal = page.withdraw('nobody-knows');
  await waitFor(() => expect(page.replies).toEqual([expect.objectContaining({ id: removal, result: true })]));
  expect(page.dialogs()).toEqual(['Sign Message — 01']);
  expect(page.calls).toEqual(['/summary']);
});
