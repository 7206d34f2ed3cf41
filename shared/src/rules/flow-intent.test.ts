import { FLOW_ADD_ONS, FLOW_INTENTS, FLOW_OPTIONS, parseFlowIntentRecord } from './flow-intent.ts';

describe('flow intent record', () => {
  // Each intent, add-on and option of the specification (section 3), in a record a partner could send.
  const accepted: Record<string, unknown>[] = [
    { intent: 'kyc' },
    { intent: '506b' },
    { intent: '506c' },
    { intent: 'kyc', addOns: ['3c7'] },
    { intent: '506b', addOns: ['3c1', 'SUITABILITY_QUESTIONNAIRE'] },
    { intent: '506c', addOns: [] },
    { intent: 'kyc', option: 'ONLY_ADD_ONS', addOns: ['SUITABILITY_QUESTIONNAIRE'] },
    { intent: 'kyc', option: 'EDIT_KYC' },
    { intent: '506b', option: 'EDIT_SELF_ATTESTATION' },
    { intent: '506c', option: 'EDIT_ATTESTATION_VERIFICATION' },
    { intent: '506b', option: 'EDIT_SUITABILITY' },
    { intent: 'kyc', option: 'ADD_MEMBER' },
    { intent: 'kyc', option: 'BANKRUPTCY_REFI' },
    { intent: 'kyc', option: 'EDIT_KYC_BANKRUPTCY_REFI' },
    { intent: '506c', option: 'FTX_CLAIM_OFFER' },
    { intent: 'kyc', option: 'EDIT_KYC_FTX_CLAIM_OFFER' },
  ];

  it.each(accepted)('accepts %j as it is', (record) => {
    expect(parseFlowIntentRecord(record)).toEqual(record);
  });

  it('has an accepted record above for every intent, add-on and option it knows', () => {
    const used = new Set(accepted.flatMap(({ intent, option, addOns }) => [intent, option, addOns].flat()));
    const known = [...FLOW_INTENTS, ...FLOW_ADD_ONS, ...FLOW_OPTIONS];
    expect(known.filter((value) => !used.has(value))).toEqual([]);
  });

  it('parses a full record and drops unknown keys', () => {
    const record = {
      intent: '506c',
      redirectUrl: 'https://offering.example/done',
      passportUuid: 'p-1',
      offeringAddress: 'pb1offering',
      offeringAttribute: 'accredited',
      addOns: ['3c7', 'SUITABILITY_QUESTIONNAIRE'],
      option: 'ONLY_ADD_ONS',
      description: 'Fund I',
      specialties: ['real-estate'],
      incompleteRedirectUrl: 'https://offering.example/incomplete',
    };
    expect(parseFlowIntentRecord({ ...record, extra: true })).toEqual(record);
  });

  it.each([
    ['no intent', { addOns: [] }],
    ['an unknown intent', { intent: '506d' }],
    ['an intent in another case', { intent: 'KYC' }],
    ['an intent that is not text', { intent: 506 }],
    ['an unknown add-on', { intent: 'kyc', addOns: ['3c5'] }],
    ['an unknown option', { intent: 'kyc', option: 'EVERYTHING' }],
    ['an option in another case', { intent: 'kyc', option: 'edit_kyc' }],
    ['add-ons that are not a list', { intent: 'kyc', addOns: '3c7' }],
    ['a known intent with a mistyped field', { intent: 'kyc', redirectUrl: 42 }],
    ['not an object', 'kyc'],
    ['nothing', null],
  ])('rejects %s', (_, input) => {
    expect(parseFlowIntentRecord(input)).toBeNull();
  });
});
