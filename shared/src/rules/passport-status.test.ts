import type { Passport } from './flow-intent.ts';
import { decideOnboardingRedirect } from './onboarding-redirect.ts';
import {
  COMPLETE_STATUSES,
  IN_PROGRESS_STATUSES,
  INACTIVE_STATUSES,
  isCompleteStatus,
  isInactiveStatus,
  isInProgressStatus,
  isPassportStatus,
  PASSPORT_STATUSES,
} from './passport-status.ts';

type Group = 'complete' | 'in-progress' | 'inactive' | 'none';

// The groups of the specification (section 4, "Passport statuses"), status by status.
const groupOf: Record<string, Group> = {
  PENDING: 'complete',
  VALID: 'complete',
  VALID_PENDING: 'complete',
  IN_PROGRESS: 'in-progress',
  VALID_IN_PROGRESS: 'in-progress',
  VALID_NO_KYC_IN_PROGRESS: 'in-progress',
  AWAITING_EOS: 'in-progress',
  VALID_AWAITING_EOS: 'in-progress',
  VALID_NO_KYC_AWAITING_EOS: 'in-progress',
  CANCELLED: 'inactive',
  DENIED: 'inactive',
  UNKNOWN_STATUS: 'inactive',
  VALID_NO_KYC: 'none',
  VALID_NO_KYC_PENDING: 'none',
};
const rows = Object.entries(groupOf);

describe('passport status groups', () => {
  it.each(rows)('%s is a known status in group %s', (status, group) => {
    expect(isPassportStatus(status)).toBe(true);
    expect({
      complete: isCompleteStatus(status),
      inProgress: isInProgressStatus(status),
      inactive: isInactiveStatus(status),
    }).toEqual({
      complete: group === 'complete',
      inProgress: group === 'in-progress',
      inactive: group === 'inactive',
    });
  });

  it('decides a group for every status it knows', () => {
    expect(PASSPORT_STATUSES.filter((status) => !(status in groupOf))).toEqual([]);
  });

  it('puts no status in two groups', () => {
    const grouped = [...COMPLETE_STATUSES, ...IN_PROGRESS_STATUSES, ...INACTIVE_STATUSES];
    expect(grouped.filter((status, index) => grouped.indexOf(status) !== index)).toEqual([]);
  });

  it.each([[undefined], [null], [''], ['valid'], ['EXPIRED'], ['toString']])(
    '%j is in no group',
    (status) => {
      expect(isPassportStatus(status)).toBe(false);
      expect(isCompleteStatus(status) || isInProgressStatus(status) || isInactiveStatus(status)).toBe(false);
    },
  );
});

describe('the group of a 506b status picks the onboarding redirect', () => {
  const passport = (attestationStatus: string): Passport => ({
    passportUuid: 'p-1',
    passportStructureType: 'INDIVIDUAL',
    kycStatus: 'VALID',
    attestationStatus,
  });
  const expected: Record<Group, string> = {
    complete: 'landing',
    'in-progress': 'resume',
    inactive: 'resume',
    none: 'type-of-investor',
  };

  it.each(rows)('%s (%s)', (status, group) => {
    const destination = decideOnboardingRedirect(
      { flow: { intent: '506b' }, passport: passport(status) },
      jest.fn(),
    );
    expect(destination?.kind).toBe(expected[group]);
  });
});
