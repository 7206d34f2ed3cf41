/**
 * The passport redirect screen's rules, pure (spec section 4, "Onboarding redirect
 * decision"; the choices the specification leaves open are in docs/spec-decisions.md,
 * "Onboarding"):
 * - which flow intent: ./flow-choice.ts;
 * - which passport: the acting account's, or its creator's when the account acting is
 *   an organization's; a 404 is "no passport yet", any other failure a load error;
 * - where to: the decision of `decideOnboardingRedirect`, on the passport site, with
 *   the intent in the query; none when a flow rule fails (logged), then a way back.
 */
import { ApiError } from '@lender/shared';
import { sanitizeRedirect, type FlowIntentRecord, type Passport } from '@lender/shared/onboarding';
import {
  decideOnboardingRedirect,
  flowQueryFor,
  onboardingUrl,
  type ErrorLogger,
  type OnboardingDestination,
} from '@lender/shared/onboarding';

/** The gateway's answers for the passport and its statuses, each a value or a failure with its status. */
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number };

/** A gateway call's answer: its value, or the failure's status (0: no answer, a network failure). */
export async function answerOf<T>(call: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}

export type PassportAnswer = { kind: 'found'; passport: Passport } | { kind: 'none' } | { kind: 'failed' };

/**
 * One passport from the two calls: the passport's fields with the statuses of the
 * status call. A 404 on the passport is "no passport yet"; any other failure of either
 * call is a load error.
 */
export function passportFrom(
  passport: Answer<Passport>,
  statuses: Answer<Pick<Passport, 'kycStatus' | 'attestationStatus' | 'attestationVerificationStatus'>>,
): PassportAnswer {
  if (!passport.ok) return passport.status === 404 ? { kind: 'none' } : { kind: 'failed' };
  if (!statuses.ok) return { kind: 'failed' };
  const { kycStatus, attestationStatus, attestationVerificationStatus } = statuses.value;
  return {
    kind: 'found',
    passport: { ...passport.value, kycStatus, attestationStatus, attestationVerificationStatus },
  };
}

export interface RedirectInput {
  record: FlowIntentRecord;
  answer: PassportAnswer;
  connectedWalletAddress: string | null;
  /** The organization's owner wallet (session storage `ownerWallet`), if one was chosen. */
  ownerWallet: string | null;
  /** The passport site's origin. */
  site: string;
}

export type RedirectPlan =
  | { kind: 'go'; destination: OnboardingDestination; url: string; record: FlowIntentRecord }
  | { kind: 'blocked' };

/** Where the person goes, and the record saved before they leave; blocked when a flow rule fails. */
export function planRedirect(input: RedirectInput, log: ErrorLogger = console.error): RedirectPlan {
  const passport = input.answer.kind === 'found' ? input.answer.passport : null;
  const destination = decideOnboardingRedirect(
    {
      flow: input.record,
      passport,
      statusLoadError: input.answer.kind === 'failed',
      connectedWalletAddress: input.connectedWalletAddress,
      groupOwnerWalletAddress: input.ownerWallet,
    },
    log,
  );
  if (!destination) return { kind: 'blocked' };
  const record: FlowIntentRecord = {
    ...input.record,
    ...(passport?.passportUuid && !input.record.passportUuid ? { passportUuid: passport.passportUuid } : {}),
  };
  const query = flowQueryFor(record).toString();
  return { kind: 'go', destination, url: `${onboardingUrl(destination, input.site)}?${query}`, record };
}

/**
 * Where "Go back" leads when the flow cannot continue: the intent's redirect URL when
 * it is one of the product's own addresses, else the default page (/dashboard).
 */
export function backLinkOf(record: FlowIntentRecord | null, origin: string): string {
  let target = record?.redirectUrl;
  // The intent may give the product's address in full: its path is checked like any other.
  if (target && URL.canParse(target) && new URL(target).origin === new URL(origin).origin) {
    const url = new URL(target);
    target = `${url.pathname}${url.search}${url.hash}`;
  }
  return sanitizeRedirect(target, origin);
}
