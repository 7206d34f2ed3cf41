/**
 * The flow intent record (saved as "gatekeep-up") and the passport entity, the two inputs
 * of the onboarding redirect decision. The record arrives from a partner's link and from
 * local storage, so it has a schema; unknown keys are dropped.
 */
import * as v from 'valibot';
import type { PassportStatus } from './passport-status.ts';

export const FLOW_INTENTS = ['kyc', '506b', '506c'] as const;
export const FLOW_ADD_ONS = ['3c7', '3c1', 'SUITABILITY_QUESTIONNAIRE'] as const;
export const FLOW_OPTIONS = [
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
] as const;

/** kyc: identity check; 506b: self attestation; 506c: attestation verification. */
export type FlowIntent = (typeof FLOW_INTENTS)[number];
export type FlowAddOn = (typeof FLOW_ADD_ONS)[number];
export type FlowOption = (typeof FLOW_OPTIONS)[number];

const optionalText = v.optional(v.string());

export const FlowIntentRecordSchema = v.object({
  intent: v.picklist(FLOW_INTENTS),
  redirectUrl: optionalText,
  passportUuid: optionalText,
  offeringAddress: optionalText,
  offeringAttribute: optionalText,
  addOns: v.optional(v.array(v.picklist(FLOW_ADD_ONS))),
  option: v.optional(v.picklist(FLOW_OPTIONS)),
  description: optionalText,
  specialties: v.optional(v.array(v.string())),
  incompleteRedirectUrl: optionalText,
});

export type FlowIntentRecord = v.InferOutput<typeof FlowIntentRecordSchema>;

export function parseFlowIntentRecord(input: unknown): FlowIntentRecord | null {
  const result = v.safeParse(FlowIntentRecordSchema, input);
  return result.success ? result.output : null;
}

export type PassportStructureType = 'ENTITY' | 'TRUST' | 'INDIVIDUAL' | (string & {});

/** Status fields may hold a value this build does not know; the groups then ignore it. */
export interface Passport {
  passportUuid: string;
  passportStructureType: PassportStructureType;
  ownerWalletAddress?: string | null;
  kycStatus?: PassportStatus | (string & {}) | null;
  /** The 506b (self attestation) status. */
  attestationStatus?: PassportStatus | (string & {}) | null;
  /** The 506c (attestation verification) status. */
  attestationVerificationStatus?: PassportStatus | (string & {}) | null;
}
