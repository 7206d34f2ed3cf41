import type { FlowIntentRecord } from './flow-intent.ts';
import { flowQueryFor, flowQueryOf } from './flow-query.ts';

describe('flowQueryOf', () => {
  it.each([
    ['no intent', '?redirectUrl=%2Fdashboard', { kind: 'none' }],
    ['an empty query', '', { kind: 'none' }],
    ['an intent alone', '?intent=kyc', { kind: 'intent', record: { intent: 'kyc' } }],
    [
      'every field',
      '?intent=506c&addOns=3c7,%20SUITABILITY_QUESTIONNAIRE&option=ONLY_ADD_ONS&offeringAddress=0xoffer&offeringAttribute=series-a&passportUuid=p-1&redirectUrl=https%3A%2F%2Flender.example%2Fdone&incompleteRedirectUrl=%2Flater&description=Series%20A&specialties=heloc,,refi',
      {
        kind: 'intent',
        record: {
          intent: '506c',
          addOns: ['3c7', 'SUITABILITY_QUESTIONNAIRE'],
          option: 'ONLY_ADD_ONS',
          offeringAddress: '0xoffer',
          offeringAttribute: 'series-a',
          passportUuid: 'p-1',
          redirectUrl: 'https://lender.example/done',
          incompleteRedirectUrl: '/later',
          description: 'Series A',
          specialties: ['heloc', 'refi'],
        },
      },
    ],
    [
      'empty values left out',
      '?intent=506b&option=&addOns=',
      { kind: 'intent', record: { intent: '506b', addOns: [] } },
    ],
    [
      'an unknown intent',
      '?intent=kyb',
      {
        kind: 'invalid',
        message: 'The link\'s flow is not one we can continue: "intent" has a value we do not know.',
      },
    ],
    [
      'an empty intent',
      '?intent=',
      {
        kind: 'invalid',
        message: 'The link\'s flow is not one we can continue: "intent" has a value we do not know.',
      },
    ],
    [
      'an unknown add-on',
      '?intent=kyc&addOns=3c7,3c9',
      {
        kind: 'invalid',
        message: 'The link\'s flow is not one we can continue: "addOns" has a value we do not know.',
      },
    ],
    [
      'an unknown option',
      '?intent=kyc&option=EVERYTHING',
      {
        kind: 'invalid',
        message: 'The link\'s flow is not one we can continue: "option" has a value we do not know.',
      },
    ],
  ])('%s', (_, search, expected) => {
    expect(flowQueryOf(search)).toEqual(expected);
  });

  // Issue 26, item 8: the record's text limits, each named in the message.
  const refused = (reason: string) => ({
    kind: 'invalid',
    message: `The link's flow is not one we can continue: ${reason}.`,
  });
  it.each([
    [
      'a description too long',
      `?intent=kyc&description=${'x'.repeat(1001)}`,
      refused('"description" is longer than 1000 characters'),
    ],
    [
      'a right-to-left override in a description',
      '?intent=kyc&description=Fund%E2%80%AEI',
      refused('"description" holds control or text-direction characters'),
    ],
    [
      'a control character in a redirect',
      '?intent=kyc&redirectUrl=%2Fdashboard%0A',
      refused('"redirectUrl" holds control or text-direction characters'),
    ],
    [
      'a bidi isolate in the second specialty',
      '?intent=kyc&specialties=heloc,refi%E2%81%A6',
      refused('"specialties" holds control or text-direction characters'),
    ],
    [
      'too many specialties',
      `?intent=kyc&specialties=${Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')}`,
      refused('"specialties" has more than 20 items'),
    ],
  ])('%s', (_, search, expected) => {
    expect(flowQueryOf(search)).toEqual(expected);
  });
});

describe('flowQueryFor', () => {
  it('writes a record so that flowQueryOf reads it back', () => {
    const record: FlowIntentRecord = {
      intent: '506b',
      addOns: ['3c1', 'SUITABILITY_QUESTIONNAIRE'],
      option: 'EDIT_SELF_ATTESTATION',
      passportUuid: 'p 1/2',
      redirectUrl: 'https://lender.example/a?b=c&d=e',
      specialties: ['x'],
    };
    const query = flowQueryFor(record);
    expect(query.get('addOns')).toBe('3c1,SUITABILITY_QUESTIONNAIRE');
    expect(flowQueryOf(query)).toEqual({ kind: 'intent', record });
  });

  it('leaves out empty lists and fields', () => {
    expect(flowQueryFor({ intent: 'kyc', addOns: [], specialties: [] }).toString()).toBe('intent=kyc');
  });
});
