import { createPartnerApi, visitorOf, VISITOR_COOKIE } from './partner-api.ts';
import { ReplayGuard } from './verify-result.ts';

const aString: unknown = expect.any(String);
const options = { shellOrigin: 'https://signin.test', publicOrigin: 'https://partner.test' };

describe("the demo partner's server routes", () => {
  it('a nonce for a browser without a session makes one (the cookie), and the next asks under it', async () => {
    const guard = new ReplayGuard();
    const api = createPartnerApi({ ...options, guard, keys: () => Promise.reject(new Error('unused')) });
    const first = await api.answer('POST', '/nonce', '{}', null);
    expect(first).toEqual({
      status: 200,
      body: { nonce: aString },
      newVisitor: aString,
    });
    const again = await api.answer('POST', '/nonce', '{}', first!.newVisitor!);
    expect(again).toEqual({ status: 200, body: { nonce: aString } });
    expect(guard.waiting).toBe(2);
  });

  it('a result from a browser without a session is refused as a nonce never issued to it', async () => {
    const api = createPartnerApi({ ...options, keys: () => Promise.reject(new Error('unused')) });
    await expect(api.answer('POST', '/verify', '{"result":"a.b.c"}', null)).resolves.toMatchObject({
      status: 200,
      body: { verified: false, refusal: 'nonce' },
    });
  });

  it("the lender's keys not fetched: 503, unavailable", async () => {
    const api = createPartnerApi({ ...options, keys: () => Promise.reject(new TypeError('fetch failed')) });
    const result = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJpZCJ9.c2ln';
    await expect(
      api.answer('POST', '/verify', JSON.stringify({ result }), 'visitor-0123456789abcdef'),
    ).resolves.toMatchObject({
      status: 503,
      body: { verified: false, refusal: 'unavailable' },
    });
  });

  it.each([
    ['GET', '/nonce', { status: 405 }],
    ['POST', '/elsewhere', null],
  ])('%s %s', async (method, path, expected) => {
    const api = createPartnerApi(options);
    const answer = await api.answer(method, path, null, null);
    if (expected === null) expect(answer).toBeNull();
    else expect(answer).toMatchObject(expected);
  });
});

it.each([
  [undefined, null],
  [`${VISITOR_COOKIE}=visitor-0123456789abcdef`, 'visitor-0123456789abcdef'],
  [`theme=dark; ${VISITOR_COOKIE}=visitor-0123456789abcdef; x=1`, 'visitor-0123456789abcdef'],
  [`${VISITOR_COOKIE}=short`, null],
  [`${VISITOR_COOKIE}=bad%20value%20here%20longer`, null],
])('the visitor of the Cookie header %p: %p', (header, visitor) => {
  expect(visitorOf(header)).toBe(visitor);
});
