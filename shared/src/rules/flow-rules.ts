/**
 * Combinations of a flow intent record that the onboarding pages cannot serve. The
 * specification lists the rules but not their wording, so the messages are ours; they
 * are logged for support, never shown. The first broken rule, in the specification's
 * order, is reported.
 */
import type { FlowIntentRecord, Passport } from './flow-intent.ts';
import { isCompleteStatus } from './passport-status.ts';
import { sameAddress } from './wallet-owner.ts';

export const FLOW_RULE_MESSAGES = {
  offeringAttributeMissing: 'An offering address needs an offering attribute',
  offeringAddressMissing: 'An offering attribute needs an offering address',
  notGroupOwner:
    'ONLY_ADD_ONS with an ENTITY or TRUST passport requires the connected wallet to be the group owner wallet',
  both3c1And3c7: 'ONLY_ADD_ONS forbids 3c1 and 3c7 together',
  kycWith3cAddOn: 'With the kyc intent, ONLY_ADD_ONS forbids 3c1 or 3c7',
  editKycStatus: 'EDIT_KYC needs kyc status PENDING, VALID_PENDING or VALID',
  editKycIntent: 'EDIT_KYC needs the kyc intent',
} as const;

export type FlowRuleCode = keyof typeof FLOW_RULE_MESSAGES;

export class FlowRuleError extends Error {
  readonly code: FlowRuleCode;
  constructor(code: FlowRuleCode) {
    super(FLOW_RULE_MESSAGES[code]);
    this.name = 'FlowRuleError';
    this.code = code;
  }
}

export interface FlowRuleContext {
  flow: FlowIntentRecord;
  passport: Passport | null;
  connectedWalletAddress?: string | null;
  /** The group owner wallet (session value `ownerWallet`); defaults to the passport's owner. */
  groupOwnerWalletAddress?: string | null;
}

const GROUP_STRUCTURES = ['ENTITY', 'TRUST'];

export function findFlowRuleError(context: FlowRuleContext): FlowRuleError | null {
  const code = brokenRule(context);
  return code ? new FlowRuleError(code) : null;
}

function brokenRule({
  flow,
  passport,
  connectedWalletAddress,
  groupOwnerWalletAddress,
}: FlowRuleContext): FlowRuleCode | null {
  if (flow.offeringAddress && !flow.offeringAttribute) return 'offeringAttributeMissing';
  if (flow.offeringAttribute && !flow.offeringAddress) return 'offeringAddressMissing';
  const addOns = flow.addOns ?? [];
  if (flow.option === 'ONLY_ADD_ONS') {
    if (passport && GROUP_STRUCTURES.includes(passport.passportStructureType)) {
      const owner = groupOwnerWalletAddress ?? passport.ownerWalletAddress;
      if (!sameAddress(connectedWalletAddress, owner)) return 'notGroupOwner';
    }
    if (addOns.includes('3c1') && addOns.includes('3c7')) return 'both3c1And3c7';
    if (flow.intent === 'kyc' && (addOns.includes('3c1') || addOns.includes('3c7'))) return 'kycWith3cAddOn';
  }
  if (flow.option === 'EDIT_KYC') {
    if (!isCompleteStatus(passport?.kycStatus)) return 'editKycStatus';
    if (flow.intent !== 'kyc') return 'editKycIntent';
  }
  return null;
}
