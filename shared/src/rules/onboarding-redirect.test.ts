import type { FlowIntentRecord, Passport } from './flow-intent.ts';
import { FLOW_RULE_MESSAGES, FlowRuleError } from './flow-rules.ts';
import {
  decideOnboardingRedirect,
  type OnboardingDestination,
  type OnboardingRedirectInput,
} from './onboarding-redirect.ts';

const WALLET = 'pb1owner';
const passport = (fields: Partial<Passport> = {}): Passport => ({
  passportUuid: 'p-1',
  passportStructureType: 'INDIVIDUAL',
  ownerWalletAddress: WALLET,
  kycStatus: 'VALID',
  ...fields,
});
const input = (
  flow: Partial<FlowIntentRecord>,
  fields: Partial<Passport> | null = {},
  rest: Partial<OnboardingRedirectInput> = {},
): OnboardingRedirectInput => ({
  flow: { intent: 'kyc', ...flow },
  passport: fields === null ? null : passport(fields),
  connectedWalletAddress: WALLET,
  ...rest,
});

const landing: OnboardingDestination = { kind: 'landing' };
const typeOfInvestor: OnboardingDestination = { kind: 'type-of-investor' };
const resume: OnboardingDestination = { kind: 'resume', passportUuid: 'p-1' };
const addMember: OnboardingDestination = { kind: 'add-member', passportUuid: 'p-1' };

type Row = [string, OnboardingRedirectInput, OnboardingDestination | null];

function decide(row: OnboardingRedirectInput) {
  const log = jest.fn();
  return { destination: decideOnboardingRedirect(row, log), log };
}

describe('decideOnboardingRedirect, in order', () => {
  describe('0. flow rules come first: logged, no redirect', () => {
    it.each<[string, OnboardingRedirectInput, keyof typeof FLOW_RULE_MESSAGES]>([
      [
        'over a status load error',
        input({ offeringAddress: 'pb1offer' }, {}, { statusLoadError: true }),
        'offeringAttributeMissing',
      ],
      [
        'over ONLY_ADD_ONS resume',
        input({ intent: '506b', option: 'ONLY_ADD_ONS', addOns: ['3c1', '3c7'] }),
        'both3c1And3c7',
      ],
      ['over a complete kyc', input({ intent: '506b', option: 'EDIT_KYC' }), 'editKycIntent'],
    ])('%s', (_, row, code) => {
      const { destination, log } = decide(row);
      expect(destination).toBeNull();
      expect(log).toHaveBeenCalledTimes(1);
      const [error] = log.mock.calls[0] as [FlowRuleError];
      expect(error).toBeInstanceOf(FlowRuleError);
      expect(error.message).toBe(FLOW_RULE_MESSAGES[code]);
    });

    it('logs with console.error by default', () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(decideOnboardingRedirect(input({ offeringAttribute: 'accredited' }))).toBeNull();
      expect(spy).toHaveBeenCalledWith(expect.any(FlowRuleError));
      spy.mockRestore();
    });
  });

  const steps: [string, Row[]][] = [
    [
      '1. a status load error goes to landing',
      [
        ['alone', input({}, null, { statusLoadError: true }), landing],
        [
          'over ONLY_ADD_ONS resume (2)',
          input({ intent: '506b', option: 'ONLY_ADD_ONS', addOns: ['3c7'] }, {}, { statusLoadError: true }),
          landing,
        ],
        [
          'over an unknown kyc (4)',
          input({}, { kycStatus: 'UNKNOWN_STATUS' }, { statusLoadError: true }),
          landing,
        ],
      ],
    ],
    [
      '2. ONLY_ADD_ONS with add-ons and a passport goes to resume',
      [
        [
          'over an unknown kyc (4)',
          input({ intent: '506b', option: 'ONLY_ADD_ONS', addOns: ['3c7'] }, { kycStatus: 'UNKNOWN_STATUS' }),
          resume,
        ],
        [
          'over a complete kyc (7)',
          input({ option: 'ONLY_ADD_ONS', addOns: ['SUITABILITY_QUESTIONNAIRE'] }),
          resume,
        ],
        ['not without add-ons', input({ option: 'ONLY_ADD_ONS', addOns: [] }), landing],
        [
          'not without a passport',
          input({ option: 'ONLY_ADD_ONS', addOns: ['SUITABILITY_QUESTIONNAIRE'] }, null),
          typeOfInvestor,
        ],
      ],
    ],
    [
      '3. ADD_MEMBER with a passport goes to add-member',
      [
        ['over an unknown kyc (4)', input({ option: 'ADD_MEMBER' }, { kycStatus: undefined }), addMember],
        ['over a denied kyc (5)', input({ option: 'ADD_MEMBER' }, { kycStatus: 'DENIED' }), addMember],
        ['over a complete kyc (7)', input({ option: 'ADD_MEMBER' }), addMember],
        ['not without a passport', input({ option: 'ADD_MEMBER' }, null), typeOfInvestor],
      ],
    ],
    [
      '4. an unknown kyc status goes to type-of-investor',
      [
        [
          'UNKNOWN_STATUS, over an in-progress 506b (7)',
          input({ intent: '506b' }, { kycStatus: 'UNKNOWN_STATUS', attestationStatus: 'IN_PROGRESS' }),
          typeOfInvestor,
        ],
        [
          'no kyc status, over a complete 506b (7)',
          input({ intent: '506b' }, { kycStatus: null, attestationStatus: 'VALID' }),
          typeOfInvestor,
        ],
        ['a status this build does not know', input({}, { kycStatus: 'EXPIRED' }), typeOfInvestor],
        ['no passport', input({}, null), typeOfInvestor],
      ],
    ],
    [
      '5. kyc cancelled or denied with a passport goes to resume',
      [
        ['CANCELLED, over kyc intent type-of-investor (7)', input({}, { kycStatus: 'CANCELLED' }), resume],
        [
          'DENIED, over a complete 506c (7)',
          input({ intent: '506c' }, { kycStatus: 'DENIED', attestationVerificationStatus: 'VALID' }),
          resume,
        ],
        ['not without a passport uuid', input({}, { kycStatus: 'DENIED', passportUuid: '' }), typeOfInvestor],
      ],
    ],
    [
      '6. kyc in the in-progress group with a passport goes to resume',
      [
        [
          'IN_PROGRESS, over kyc intent type-of-investor (7)',
          input({}, { kycStatus: 'IN_PROGRESS' }),
          resume,
        ],
        [
          'VALID_NO_KYC_AWAITING_EOS, over a complete 506b (7)',
          input({ intent: '506b' }, { kycStatus: 'VALID_NO_KYC_AWAITING_EOS', attestationStatus: 'VALID' }),
          resume,
        ],
        ['AWAITING_EOS', input({}, { kycStatus: 'AWAITING_EOS' }), resume],
        ['VALID_IN_PROGRESS', input({}, { kycStatus: 'VALID_IN_PROGRESS' }), resume],
        [
          'not without a passport uuid',
          input({}, { kycStatus: 'IN_PROGRESS', passportUuid: '' }),
          typeOfInvestor,
        ],
      ],
    ],
    [
      '7a. kyc intent: complete goes to landing, else type-of-investor',
      [
        ['PENDING', input({}, { kycStatus: 'PENDING' }), landing],
        ['VALID', input({}, { kycStatus: 'VALID' }), landing],
        ['VALID_PENDING', input({}, { kycStatus: 'VALID_PENDING' }), landing],
        ['VALID_NO_KYC', input({}, { kycStatus: 'VALID_NO_KYC' }), typeOfInvestor],
        ['VALID_NO_KYC_PENDING', input({}, { kycStatus: 'VALID_NO_KYC_PENDING' }), typeOfInvestor],
      ],
    ],
    [
      '7b. 506b intent: complete 506b to landing, then started 506b to resume, else type-of-investor',
      [
        ['a complete 506b', input({ intent: '506b' }, { attestationStatus: 'VALID_PENDING' }), landing],
        [
          'an in-progress 506b',
          input({ intent: '506b' }, { attestationStatus: 'VALID_AWAITING_EOS' }),
          resume,
        ],
        ['an inactive 506b', input({ intent: '506b' }, { attestationStatus: 'CANCELLED' }), resume],
        [
          'an UNKNOWN_STATUS 506b (inactive)',
          input({ intent: '506b' }, { attestationStatus: 'UNKNOWN_STATUS' }),
          resume,
        ],
        ['no 506b status', input({ intent: '506b' }, {}), typeOfInvestor],
        [
          'a 506b in no group',
          input({ intent: '506b' }, { attestationStatus: 'VALID_NO_KYC' }),
          typeOfInvestor,
        ],
        [
          'a started 506b without a passport uuid',
          input({ intent: '506b' }, { attestationStatus: 'DENIED', passportUuid: '' }),
          typeOfInvestor,
        ],
        [
          'the 506c status is ignored',
          input({ intent: '506b' }, { attestationVerificationStatus: 'VALID' }),
          typeOfInvestor,
        ],
      ],
    ],
    [
      '7c. 506c intent: complete 506c, then started 506b, then started 506c, else type-of-investor',
      [
        [
          'a complete 506c over an in-progress 506b',
          input(
            { intent: '506c' },
            { attestationVerificationStatus: 'VALID', attestationStatus: 'IN_PROGRESS' },
          ),
          landing,
        ],
        ['an in-progress 506b', input({ intent: '506c' }, { attestationStatus: 'IN_PROGRESS' }), resume],
        ['an inactive 506b', input({ intent: '506c' }, { attestationStatus: 'DENIED' }), resume],
        [
          'an in-progress 506c',
          input(
            { intent: '506c' },
            { attestationStatus: 'VALID', attestationVerificationStatus: 'AWAITING_EOS' },
          ),
          resume,
        ],
        [
          'an inactive 506c',
          input({ intent: '506c' }, { attestationVerificationStatus: 'CANCELLED' }),
          resume,
        ],
        ['a complete 506b alone', input({ intent: '506c' }, { attestationStatus: 'VALID' }), typeOfInvestor],
        ['no statuses', input({ intent: '506c' }, {}), typeOfInvestor],
        [
          'a started 506c without a passport uuid',
          input({ intent: '506c' }, { attestationVerificationStatus: 'DENIED', passportUuid: '' }),
          typeOfInvestor,
        ],
      ],
    ],
  ];

  describe.each(steps)('%s', (_, rows) => {
    it.each(rows)('%s', (__, row, expected) => {
      const { destination, log } = decide(row);
      expect(destination).toEqual(expected);
      expect(log).not.toHaveBeenCalled();
    });
  });

  it('resumes the passport it was given', () => {
    expect(decide(input({}, { kycStatus: 'DENIED', passportUuid: 'abc-123' })).destination).toEqual({
      kind: 'resume',
      passportUuid: 'abc-123',
    });
  });
});
