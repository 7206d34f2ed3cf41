/**
 * The wallet service's answers when the acting rule (state/acting-rule.ts) refuses: a 403
 * with a message saying which rule. Selecting a card answers these too; the modal then
 * converts (PROVENANCE), shows "Wallet type is no longer supported", or verifies.
 */
import { ATTACHED_ELSEWHERE_MESSAGE } from '@lender/shared/endpoints/identity';
import { errors, type Reply } from '../../http/router.ts';
import type { ActingRefusal } from '../../state/acting-rule.ts';

export const WALLET_NOT_AUTHORIZED = 'That wallet is not authorized for this identity.';
export const PROVENANCE_WALLET_MUST_CONVERT =
  'This Provenance wallet must be converted before it can be used.';
export const WALLET_TYPE_UNSUPPORTED = 'This wallet type is no longer supported.';
export const WALLET_NOT_VERIFIED = 'This wallet is not verified yet. Connect it and sign to verify it.';

export const ACTING_REFUSAL_MESSAGES: Record<ActingRefusal, string> = {
  'not-authorized': WALLET_NOT_AUTHORIZED,
  'must-convert': PROVENANCE_WALLET_MUST_CONVERT,
  unsupported: WALLET_TYPE_UNSUPPORTED,
  'not-verified': WALLET_NOT_VERIFIED,
  'attached-elsewhere': ATTACHED_ELSEWHERE_MESSAGE,
};

export const refusedActing = (reason: ActingRefusal): Reply => errors(403, ACTING_REFUSAL_MESSAGES[reason]);
