/**
 * Which flow intent the passport redirect screen continues (docs/spec-decisions.md,
 * "Onboarding"): the address's query, else the stored `gatekeep-up` record, else the
 * identity check (`kyc`). Both sources pass the same redirect rule (./flow-redirects.ts):
 * a link whose redirect field is refused stops here with a message naming it (nothing is
 * stored), and a stored record that fails it is dropped, as if none was stored.
 */
import type { FlowIntentRecord } from '@lender/shared/onboarding';
import type { FlowQuery } from '@lender/shared/onboarding';
import { checkRedirects, refusedRedirectMessage, type RedirectPlaces } from './flow-redirects.ts';

/** The intent when neither the address nor a stored record gives one: the identity check. */
export const DEFAULT_FLOW: FlowIntentRecord = { intent: 'kyc' };

export type ChosenFlow = { ok: true; record: FlowIntentRecord } | { ok: false; message: string };

export function chooseFlow(
  query: FlowQuery,
  stored: FlowIntentRecord | null,
  places: RedirectPlaces,
): ChosenFlow {
  if (query.kind === 'invalid') return { ok: false, message: query.message };
  if (query.kind === 'intent') {
    const checked = checkRedirects(query.record, places);
    return checked.ok ? checked : { ok: false, message: refusedRedirectMessage(checked.field) };
  }
  const kept = stored ? checkRedirects(stored, places) : null;
  return { ok: true, record: kept?.ok ? kept.record : DEFAULT_FLOW };
}
