import { requestResult, ResultRefused } from './result-call.ts';

const ask = {
  jwt: 'session-token',
  ticket: 't2.claims.sig',
  channel: 'chan-1234-abcd',
  nonce: 'n'.repeat(16),
};
const JWS = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJpZCJ9.c2ln';
const answering = (status: number, body: unknown) =>
  jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

it('posts the token as a bearer and the ticket, channel and nonce, same origin; resolves with the JWS', async () => {
  const fetchFn = answering(200, { result: JWS });
  await expect(requestResult(ask, fetchFn)).resolves.toBe(JWS);
  const [path, init] = jest.mocked(fetchFn).mock.calls[0]!;
  expect(path).toBe('/embed/result');
  expect(init).toMatchObject({
    method: 'POST',
    credentials: 'same-origin',
    headers: { authorization: 'Bearer session-token', 'content-type': 'application/json' },
  });
  expect(JSON.parse(init!.body as string)).toEqual({
    ticket: ask.ticket,
    channel: ask.channel,
    nonce: ask.nonce,
  });
});

it.each([401, 403])('a refusal for good (%d) is ResultRefused: no Retry can help', async (status) => {
  await expect(requestResult(ask, answering(status, { error: 'no' }))).rejects.toEqual(
    new ResultRefused(status as 401),
  );
});

it.each([
  ['the services unreachable', 502, { error: 'try again' }],
  ['an answer that is no JWS', 200, { result: 'not a jws' }],
  ['no body', 200, null],
])('%s: an error worth a Retry, not a refusal', async (_, status, body) => {
  const refusal = requestResult(ask, answering(status, body));
  await expect(refusal).rejects.toThrow(/could not be made/);
  await expect(refusal).rejects.not.toBeInstanceOf(ResultRefused);
});
