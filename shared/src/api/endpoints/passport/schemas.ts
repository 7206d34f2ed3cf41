/** The investor passport (spec section 3) as the gateway returns it. */
import * as v from 'valibot';
import { PASSPORT_STATUSES } from '../../../rules/passport-status.ts';

export const PASSPORT_GATEWAY_BASE = '/service-universal-passport/identity/secure/api/v1/gateway';

/** The statuses the specification lists (section 4, "Passport statuses"). */
export const PassportStatusValue = v.picklist(PASSPORT_STATUSES);

/**
 * A status as the gateway answers it: one of the list, missing, null or a value this
 * build does not know (issue 26, item 10). It is read, not refused: an unknown kyc status
 * is step 4 of the decision (type of investor), and an unknown 506b or 506c status is in
 * no group (`rules/passport-status.ts`). Only a call that fails is the load error (landing).
 */
export const PassportStatusReading = v.nullish(v.string());

export const Passport = v.object({
  passportUuid: v.string(),
  passportStructureType: v.string(),
  ownerWalletAddress: v.string(),
  kycStatus: PassportStatusReading,
  attestationStatus: PassportStatusReading,
  attestationVerificationStatus: PassportStatusReading,
});
export type Passport = v.InferOutput<typeof Passport>;

export const PassportStatus = v.object({
  passportUuid: v.optional(v.string()),
  kycStatus: PassportStatusReading,
  attestationStatus: PassportStatusReading,
  attestationVerificationStatus: PassportStatusReading,
});
