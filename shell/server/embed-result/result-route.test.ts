import { createLocalJWKSet, jwtVerify } from 'jose';
import { embedKeysFromEnv } from './embed-keys.ts';
import { issueTicket } from './framing-ticket.ts';
import { answerResult, type ResultInput } from './result-route.ts';
import type { Confirmation } from './confirm-sign-in.ts';

const keys = embedKeysFromEnv({}, ['https://signin.lender.example']).keys!;
const NOW = Math.floor(Date.now() / 1000);
const CHANNEL = 'chan-1234-abcd';
const NONCE = 'partner-nonce-0123456789';
const ticket = issueTicket(
  keys,
  { origin: 'https://partner.example', label: 'apollo', channel: CHANNEL },
  NOW,
);

const confirmed: Confirmation = {
  ok: true,
  confirmed: { sub: 'identity-1', address: 'tp1own', name: 'Pat' },
};
const input = (
  over: Partial<ResultInput> = {},
  body: object = { ticket, channel: CHANNEL, nonce: NONCE },
): ResultInput => ({
  secFetchSite: 'same-origin',
  authorization: 'Bearer session-token',
  contentType: 'application/json',
  body: JSON.stringify(body),
  ...over,
});

const run = (value: ResultInput, confirmation: Confirmation = confirmed) => {
  const confirm = jest.fn((_apiBase: string, _token: string) => Promise.resolve(confirmation));
  return {
    confirm,
    answer: answerResult(value, { keys, apiBase: 'http://api.test', confirm, nowS: () => NOW }),
  };
};

it('a sign-in the services confirm: a result for the ticket’s origin, asked with the session’s token', async () => {
  const { confirm, answer } = run(input());
  const { status, body } = await answer;
  expect(status).toBe(200);
  expect(confirm).toHaveBeenCalledWith('http://api.test', 'session-token');
  const { payload } = await jwtVerify((body as { result: string }).result, createLocalJWKSet(keys.jwks), {
    audience: 'https://partner.example',
    currentDate: new Date(NOW * 1000),
  });
  expect(payload).toMatchObject({ sub: 'identity-1', address: 'tp1own', name: 'Pat', nonce: NONCE });
});

it.each([
  ['from another site', input({ secFetchSite: 'cross-site' }), 403],
  ['without Sec-Fetch-Site', input({ secFetchSite: undefined }), 403],
  ['without a token', input({ authorization: undefined }), 401],
  ['a token that is not a bearer', input({ authorization: 'Basic abc' }), 401],
  ['not JSON', input({ contentType: 'text/plain' }), 415],
  ['a body over 4 KB', input({ body: null }), 413],
  ['a body that is not an object', input({ body: '[1]' }), 400],
  ['a short nonce', input({}, { ticket, channel: CHANNEL, nonce: 'short' }), 400],
  [
    'a nonce with other characters',
    input({}, { ticket, channel: CHANNEL, nonce: 'n'.repeat(20) + '/..' }),
    400,
  ],
  ['no channel', input({}, { ticket, nonce: NONCE }), 400],
  ['no ticket', input({}, { channel: CHANNEL, nonce: NONCE }), 403],
  [
    'an edited ticket',
    input({}, { ticket: ticket.slice(0, -3) + 'AAA', channel: CHANNEL, nonce: NONCE }),
    403,
  ],
  ['another opening’s channel', input({}, { ticket, channel: 'chan-9999-zzzz', nonce: NONCE }), 403],
])('refused before asking anyone: %s', async (_, value, status) => {
  const { confirm, answer } = run(value);
  expect((await answer).status).toBe(status);
  expect(confirm).not.toHaveBeenCalled();
});

it.each([
  ['the services refuse the token (401/403)', { ok: false, reason: 'refused' } as const, 401],
  ['the services do not answer', { ok: false, reason: 'unavailable' } as const, 502],
])('%s: no result', async (_, confirmation, status) => {
  const { answer } = run(input(), confirmation);
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  expect(body).not.toHaveProperty('result');
  // The refusal names neither the token nor the body.
  expect(JSON.stringify(body)).not.toMatch(/session-token|partner-nonce/);
});

it('an expired ticket (an overlay open over 30 minutes) is refused', async () => {
  const old = issueTicket(
    keys,
    { origin: 'https://partner.example', label: null, channel: CHANNEL },
    NOW - 1801,
  );
  const { answer } = run(input({}, { ticket: old, channel: CHANNEL, nonce: NONCE }));
  const { status, body } = await answer;
  expect(status).toBe(403);
  expect((body as { error: string }).error).toMatch(/expired/);
});
