import type { FlowIntentRecord } from '@lender/shared/onboarding';
import { chooseFlow, DEFAULT_FLOW } from './flow-choice.ts';
import type { RedirectPlaces } from './flow-redirects.ts';

const PRODUCT = 'https://lender.example';
const places: RedirectPlaces = {
  productOrigin: PRODUCT,
  passportOrigin: 'https://provider.example',
  production: true,
};
const refused = (field: string) => ({
  ok: false,
  message: `The ${field} in this link is not an address we can send you to.`,
});

describe('chooseFlow', () => {
  const stored: FlowIntentRecord = { intent: '506b' };
  it.each<[string, Parameters<typeof chooseFlow>[0], FlowIntentRecord | null, unknown]>([
    [
      'the query first',
      { kind: 'intent', record: { intent: '506c' } },
      stored,
      { ok: true, record: { intent: '506c' } },
    ],
    ['else the stored record', { kind: 'none' }, stored, { ok: true, record: stored }],
    ['else the identity check', { kind: 'none' }, null, { ok: true, record: DEFAULT_FLOW }],
    [
      'a query it cannot read, even with a record',
      { kind: 'invalid', message: 'bad' },
      stored,
      { ok: false, message: 'bad' },
    ],
    // Issue 26, item 8: the redirect fields, from the link and from storage.
    [
      "the link's path, sent on as the product's address",
      { kind: 'intent', record: { intent: 'kyc', redirectUrl: '/applications' } },
      stored,
      { ok: true, record: { intent: 'kyc', redirectUrl: `${PRODUCT}/applications` } },
    ],
    [
      'a link naming a foreign address: refused, naming the field',
      { kind: 'intent', record: { intent: 'kyc', redirectUrl: 'https://evil.example/' } },
      stored,
      refused('redirectUrl'),
    ],
    [
      'a link with javascript: as the incomplete redirect',
      { kind: 'intent', record: { intent: 'kyc', incompleteRedirectUrl: 'javascript:alert(1)' } },
      null,
      refused('incompleteRedirectUrl'),
    ],
    [
      'a stored record naming a foreign address: dropped, as if none was stored',
      { kind: 'none' },
      { intent: '506c', redirectUrl: '//evil.example' },
      { ok: true, record: DEFAULT_FLOW },
    ],
    [
      'a stored record as it was sent on: kept',
      { kind: 'none' },
      { intent: '506c', incompleteRedirectUrl: `${PRODUCT}/later` },
      { ok: true, record: { intent: '506c', incompleteRedirectUrl: `${PRODUCT}/later` } },
    ],
  ])('%s', (_, query, record, chosen) => {
    expect(chooseFlow(query, record, places)).toEqual(chosen);
  });

  it('defaults to kyc', () => expect(DEFAULT_FLOW).toEqual({ intent: 'kyc' }));
});
