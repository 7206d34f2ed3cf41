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

describe('passport statuses', () => {
  it('has the 14 values of the specification', () => {
    expect(PASSPORT_STATUSES).toEqual([
      'UNKNOWN_STATUS',
      'IN_PROGRESS',
      'PENDING',
      'VALID',
      'VALID_PENDING',
      'CANCELLED',
      'DENIED',
      'VALID_NO_KYC',
      'VALID_NO_KYC_PENDING',
      'AWAITING_EOS',
      'VALID_AWAITING_EOS',
      'VALID_NO_KYC_AWAITING_EOS',
      'VALID_IN_PROGRESS',
      'VALID_NO_KYC_IN_PROGRESS',
    ]);
  });

  it.each([
    ['UNKNOWN_STATUS', 'inactive'],
    ['IN_PROGRESS', 'in-progress'],
    ['PENDING', 'complete'],
    ['VALID', 'complete'],
    ['VALID_PENDING', 'complete'],
    ['CANCELLED', 'inactive'],
    ['DENIED', 'inactive'],
    ['VALID_NO_KYC', 'none'],
    ['VALID_NO_KYC_PENDING', 'none'],
    ['AWAITING_EOS', 'in-progress'],
    ['VALID_AWAITING_EOS', 'in-progress'],
    ['VALID_NO_KYC_AWAITING_EOS', 'in-progress'],
    ['VALID_IN_PROGRESS', 'in-progress'],
    ['VALID_NO_KYC_IN_PROGRESS', 'in-progress'],
  ])('%s is in group %s', (status, group) => {
    expect(isPassportStatus(status)).toBe(true);
    expect(isCompleteStatus(status)).toBe(group === 'complete');
    expect(isInProgressStatus(status)).toBe(group === 'in-progress');
    expect(isInactiveStatus(status)).toBe(group === 'inactive');
  });

  it.each([[undefined], [null], [''], ['valid'], ['EXPIRED']])('%j is in no group', (status) => {
    expect(isPassportStatus(status)).toBe(false);
    expect(isCompleteStatus(status) || isInProgressStatus(status) || isInactiveStatus(status)).toBe(false);
  });

  it('has groups of 3, 6 and 3', () => {
    expect([COMPLETE_STATUSES.length, IN_PROGRESS_STATUSES.length, INACTIVE_STATUSES.length]).toEqual([
      3, 6, 3,
    ]);
  });
});
