/**
 * The flow intent record (saved as "gatekeep-up") and the passport entity, the two inputs
 * of the onboarding redirect decision. The record arrives from a partner's link and from
 * local storage, so it has a schema; unknown keys are dropped.
 *
 * Its text is shown and forwarded to the passport site, so every text field has a length
 * limit and refuses control and bidi characters (issue 26, item 8; the numbers are ours,
 * docs/spec-decisions.md, "Onboarding"). Whether a redirect field is a place we may send
 * a borrower depends on the page's origins, so the onboarding screen checks that
 * (remote-onboarding/src/passport/flow-redirects.ts).
 */
import * as v from 'valibot';
import { MAX_REDIRECT_LENGTH } from '../navigation/redirect-sanitiser.ts';
import type { PassportStatus } from './passport-status.ts';
import { characterCount, hasBidiControl, hasControlCharacters } from './text-limits.ts';

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

/** The most characters each text field holds (code points, as typed); `specialty` is each item of `specialties`. */
export const FLOW_TEXT_LIMITS = {
  /** The redirect sanitiser's limit, 2,048. */
  redirectUrl: MAX_REDIRECT_LENGTH,
  incompleteRedirectUrl: MAX_REDIRECT_LENGTH,
  passportUuid: 100,
  offeringAddress: 100,
  offeringAttribute: 100,
  description: 1000,
  specialty: 100,
} as const;
export const FLOW_MAX_SPECIALTIES = 20;

/** Why a field was refused, completing `"{field}" …` in the link's message (./flow-query.ts). */
export const FLOW_TEXT_PROBLEMS = {
  tooLong: (max: number) => `is longer than ${max} characters`,
  characters: 'holds control or text-direction characters',
  tooMany: (max: number) => `has more than ${max} items`,
} as const;

const flowText = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => !hasControlCharacters(value) && !hasBidiControl(value), FLOW_TEXT_PROBLEMS.characters),
    v.check((value) => characterCount(value) <= max, FLOW_TEXT_PROBLEMS.tooLong(max)),
  );
const optionalText = (field: Exclude<keyof typeof FLOW_TEXT_LIMITS, 'specialty'>) =>
  v.optional(flowText(FLOW_TEXT_LIMITS[field]));

export const FlowIntentRecordSchema = v.object({
  intent: v.picklist(FLOW_INTENTS),
  redirectUrl: optionalText('redirectUrl'),
  passportUuid: optionalText('passportUuid'),
  offeringAddress: optionalText('offeringAddress'),
  offeringAttribute: optionalText('offeringAttribute'),
  addOns: v.optional(v.array(v.picklist(FLOW_ADD_ONS))),
  option: v.optional(v.picklist(FLOW_OPTIONS)),
  description: optionalText('description'),
  specialties: v.optional(
    v.pipe(
      v.array(flowText(FLOW_TEXT_LIMITS.specialty)),
      v.maxLength(FLOW_MAX_SPECIALTIES, FLOW_TEXT_PROBLEMS.tooMany(FLOW_MAX_SPECIALTIES)),
    ),
  ),
  incompleteRedirectUrl: optionalText('incompleteRedirectUrl'),
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
