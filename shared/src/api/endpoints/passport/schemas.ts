/** The investor passport (spec section 3) as the gateway returns it. */
import * as v from 'valibot';
import { PASSPORT_STATUSES } from '../../../rules/passport-status.ts';

export const PASSPORT_GATEWAY_BASE = '/service-universal-passport/identity/secure/api/v1/gateway';

export const PassportStatusValue = v.picklist(PASSPORT_STATUSES);

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
