import {
  FLOW_ADD_ONS,
  FLOW_INTENTS,
  FLOW_MAX_SPECIALTIES,
  FLOW_OPTIONS,
  FLOW_TEXT_LIMITS,
  parseFlowIntentRecord,
} from './flow-intent.ts';

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

describe("the record's text (issue 26, item 8): a length limit each, no control or bidi character", () => {
  const TEXT_FIELDS = [
    'redirectUrl',
    'incompleteRedirectUrl',
    'passportUuid',
    'offeringAddress',
    'offeringAttribute',
    'description',
  ] as const;
  const RLO = '\u202e';

  it('has a limit for every text field, and for each specialty', () => {
    expect(Object.keys(FLOW_TEXT_LIMITS).sort()).toEqual([...TEXT_FIELDS, 'specialty'].sort());
    expect(FLOW_TEXT_LIMITS).toMatchObject({
      redirectUrl: 2048,
      incompleteRedirectUrl: 2048,
      description: 1000,
    });
  });

  it.each(TEXT_FIELDS)('%s: at its limit and in any script, accepted', (field) => {
    const max = FLOW_TEXT_LIMITS[field];
    expect(parseFlowIntentRecord({ intent: 'kyc', [field]: '🏠'.repeat(max) })).not.toBeNull();
    expect(parseFlowIntentRecord({ intent: 'kyc', [field]: 'Zoë 密码 عربى' })).not.toBeNull();
  });

  it.each(
    TEXT_FIELDS.flatMap((field) => [
      [field, 'one character too long', 'x'.repeat(FLOW_TEXT_LIMITS[field] + 1)],
      [field, 'a control character', 'a\u0000b'],
      [field, 'a line break', 'a\nb'],
      [field, 'a right-to-left override', `fund${RLO}fdp.exe`],
      [field, 'an isolate', 'a\u2066b'],
      [field, 'a direction mark', 'a\u200fb'],
      [field, 'an Arabic letter mark', 'a\u061cb'],
    ]),
  )('%s: %s, refused', (field, _, value) => {
    expect(parseFlowIntentRecord({ intent: 'kyc', [field]: value })).toBeNull();
  });

  it.each([
    ['a specialty at its limit', ['x'.repeat(FLOW_TEXT_LIMITS.specialty)], true],
    ['as many specialties as allowed', Array.from({ length: FLOW_MAX_SPECIALTIES }, (_, i) => `s${i}`), true],
    ['one specialty too long', ['x'.repeat(FLOW_TEXT_LIMITS.specialty + 1)], false],
    ['a specialty with a bidi control', ['real-estate', `heloc${RLO}`], false],
    ['a specialty with a tab', ['a\tb'], false],
    ['one specialty too many', Array.from({ length: FLOW_MAX_SPECIALTIES + 1 }, (_, i) => `s${i}`), false],
  ])('%s: accepted', (_, specialties, accepted) => {
    expect(parseFlowIntentRecord({ intent: 'kyc', specialties }) !== null).toBe(accepted);
  });
});
