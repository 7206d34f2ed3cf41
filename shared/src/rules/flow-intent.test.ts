import { FLOW_ADD_ONS, FLOW_INTENTS, FLOW_OPTIONS, parseFlowIntentRecord } from './flow-intent.ts';

describe('flow intent record', () => {
  it('lists the intents, add-ons and options of the specification', () => {
    expect(FLOW_INTENTS).toEqual(['kyc', '506b', '506c']);
    expect(FLOW_ADD_ONS).toEqual(['3c7', '3c1', 'SUITABILITY_QUESTIONNAIRE']);
    expect(FLOW_OPTIONS).toEqual([
      'ONLY_ADD_ONS',
      'EDIT_KYC',
      'EDIT_SELF_ATTESTATION',
      'EDIT_ATTESTATION_VERIFICATION',
      'EDIT_SUITABILITY',
      'ADD_MEMBER',
      'BANKRUPTCY_REFI',
      'EDIT_KYC_BANKRUPTCY_REFI',
      'FTX_CLAIM_OFFER',
      'EDIT_KYC_FTX_CLAIM_OFFER',
    ]);
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
    ['an unknown add-on', { intent: 'kyc', addOns: ['3c5'] }],
    ['an unknown option', { intent: 'kyc', option: 'EVERYTHING' }],
    ['not an object', 'kyc'],
    ['nothing', null],
  ])('rejects %s', (_, input) => {
    expect(parseFlowIntentRecord(input)).toBeNull();
  });
});
