/** The investor passport (spec section 3) as the gateway returns it. */
import * as v from 'valibot';

export const PASSPORT_GATEWAY_BASE = '/service-universal-passport/identity/secure/api/v1/gateway';

export const PassportStatusValue = v.picklist([
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

export const Passport = v.object({
  passportUuid: v.string(),
  passportStructureType: v.string(),
  ownerWalletAddress: v.string(),
  kycStatus: PassportStatusValue,
  attestationStatus: PassportStatusValue,
  attestationVerificationStatus: PassportStatusValue,
});
export type Passport = v.InferOutput<typeof Passport>;

export const PassportStatus = v.object({
  passportUuid: v.optional(v.string()),
  kycStatus: PassportStatusValue,
  attestationStatus: PassportStatusValue,
  attestationVerificationStatus: PassportStatusValue,
});
