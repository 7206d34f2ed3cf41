/**
 * The passport gateway's statuses and the three groups the onboarding decision uses.
 * Some statuses are in no group (VALID_NO_KYC, VALID_NO_KYC_PENDING): the decision then
 * falls through to its later rules. The predicates take any string, since a status comes
 * from the network and may be one this build does not know.
 */
export const PASSPORT_STATUSES = [
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
] as const;

export type PassportStatus = (typeof PASSPORT_STATUSES)[number];

export const COMPLETE_STATUSES: readonly PassportStatus[] = ['PENDING', 'VALID', 'VALID_PENDING'];

export const IN_PROGRESS_STATUSES: readonly PassportStatus[] = [
  'IN_PROGRESS',
  'VALID_IN_PROGRESS',
  'VALID_NO_KYC_IN_PROGRESS',
  'AWAITING_EOS',
  'VALID_AWAITING_EOS',
  'VALID_NO_KYC_AWAITING_EOS',
];

export const INACTIVE_STATUSES: readonly PassportStatus[] = ['CANCELLED', 'DENIED', 'UNKNOWN_STATUS'];

type MaybeStatus = string | null | undefined;

const isIn = (group: readonly string[]) => (status: MaybeStatus) => status != null && group.includes(status);

export const isPassportStatus = isIn(PASSPORT_STATUSES) as (status: MaybeStatus) => status is PassportStatus;
export const isCompleteStatus = isIn(COMPLETE_STATUSES);
export const isInProgressStatus = isIn(IN_PROGRESS_STATUSES);
export const isInactiveStatus = isIn(INACTIVE_STATUSES);
