/**
 * Where the universal-passport onboarding should continue, decided in the specification's
 * exact order (section 4). The flow rules are checked before anything else: a record that
 * breaks one is logged and yields null (no redirect), whatever the statuses say.
 * "Unknown kyc status" means no kyc status, or UNKNOWN_STATUS, or a value this build does
 * not know. The 506b status is the passport's attestationStatus; 506c is its
 * attestationVerificationStatus. "With a passport" means a passport with a uuid, since the
 * resume and add-member pages are addressed by it.
 */
import type { FlowIntentRecord, Passport } from './flow-intent.ts';
import { findFlowRuleError } from './flow-rules.ts';
import {
  isCompleteStatus,
  isInactiveStatus,
  isInProgressStatus,
  isPassportStatus,
} from './passport-status.ts';

export type OnboardingDestination =
  | { kind: 'landing' }
  | { kind: 'type-of-investor' }
  | { kind: 'resume'; passportUuid: string }
  | { kind: 'add-member'; passportUuid: string };

export interface OnboardingRedirectInput {
  flow: FlowIntentRecord;
  passport: Passport | null;
  /** The passport statuses could not be loaded. */
  statusLoadError?: boolean;
  connectedWalletAddress?: string | null;
  groupOwnerWalletAddress?: string | null;
}

export type ErrorLogger = (...data: unknown[]) => void;

const landing: OnboardingDestination = { kind: 'landing' };
const typeOfInvestor: OnboardingDestination = { kind: 'type-of-investor' };

export function decideOnboardingRedirect(
  input: OnboardingRedirectInput,
  log: ErrorLogger = console.error,
): OnboardingDestination | null {
  const error = findFlowRuleError(input);
  if (error) {
    log(error);
    return null;
  }
  const { flow, passport, statusLoadError } = input;
  const uuid = passport?.passportUuid || null;
  const resume = (passportUuid: string): OnboardingDestination => ({ kind: 'resume', passportUuid });
  const kyc = passport?.kycStatus;
  const addOns = flow.addOns ?? [];

  if (statusLoadError) return landing; // 1
  if (flow.option === 'ONLY_ADD_ONS' && addOns.length > 0 && uuid) return resume(uuid); // 2
  if (flow.option === 'ADD_MEMBER' && uuid) return { kind: 'add-member', passportUuid: uuid }; // 3
  if (!isPassportStatus(kyc) || kyc === 'UNKNOWN_STATUS') return typeOfInvestor; // 4
  if ((kyc === 'CANCELLED' || kyc === 'DENIED') && uuid) return resume(uuid); // 5
  if (isInProgressStatus(kyc) && uuid) return resume(uuid); // 6

  // 7: by intent
  const self = passport?.attestationStatus;
  const verification = passport?.attestationVerificationStatus;
  const started = (status: string | null | undefined) =>
    isInProgressStatus(status) || isInactiveStatus(status);
  switch (flow.intent) {
    case 'kyc':
      return isCompleteStatus(kyc) ? landing : typeOfInvestor;
    case '506b':
      if (isCompleteStatus(self)) return landing;
      if (started(self) && uuid) return resume(uuid);
      return typeOfInvestor;
    case '506c':
      if (isCompleteStatus(verification)) return landing;
      if (started(self) && uuid) return resume(uuid);
      if (started(verification) && uuid) return resume(uuid);
      return typeOfInvestor;
  }
}
