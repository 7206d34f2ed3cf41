/**
 * The query parameters the product reads when a page starts. They come from links we do
 * not control, so each is checked and a bad value is dropped (undefined), never thrown:
 * the page then behaves as if the parameter were absent. The redirect target goes
 * through the redirect sanitiser; an unusable one is dropped, so callers fall back to
 * DEFAULT_REDIRECT exactly as when none was given. Outside a page (no `location`) and
 * without an explicit origin, every redirect target is dropped.
 */
import { partnerLabels, type PartnerLabel } from '../brand/brands.ts';
import { resolveSafeRedirect } from '../navigation/redirect-sanitiser.ts';
import { isValidEmail } from './email.ts';

export const STARTUP_FLOWS = ['new-user', 'wholesale-new-user', 'wallet'] as const;
export type StartupFlow = (typeof STARTUP_FLOWS)[number];

/** The partner page's steps: 1 the code, 2 the password. */
export const PARTNER_STEPS = [1, 2] as const;
export type PartnerStep = (typeof PARTNER_STEPS)[number];

/**
 * The page's start-up parameters, read once from its address (`parseStartupParams`).
 *
 * @remotesRead remotes only read it (the store, the events, the page's parameters, the brand are
 * made by `@lender/shared`), so a member added to it is a minor (docs/shared-contract.md).
 */
export interface StartupParams {
  redirectUrl?: string;
  label?: PartnerLabel;
  flow?: StartupFlow;
  email?: string;
  otp: boolean;
  walletconnect: boolean;
  referrer?: string;
  loginUuid?: string;
  identityUuid?: string;
  step?: PartnerStep;
}

const oneOf =
  <T extends string | number>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    allowed.find((item) => String(item) === value);

/** Only apollo, hamilton, outpost or novawulf; anything else (other case included) is undefined. */
export const parseLabel = oneOf(partnerLabels);
export const parseFlow = oneOf(STARTUP_FLOWS);
const parseStep = oneOf(PARTNER_STEPS);

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseStartupParams(
  search: string,
  origin: string = globalThis.location?.origin ?? '',
): StartupParams {
  const query = new URLSearchParams(search);
  const email = text(query.get('email'));
  const redirectUrl = query.get('redirectUrl');
  return {
    redirectUrl: redirectUrl === null ? undefined : (resolveSafeRedirect(redirectUrl, origin) ?? undefined),
    label: parseLabel(query.get('label')),
    flow: parseFlow(query.get('flow')),
    email: email && isValidEmail(email) ? email : undefined,
    otp: query.get('otp') === 'true',
    walletconnect: query.get('walletconnect') === 'true',
    referrer: text(query.get('referrer')),
    loginUuid: text(query.get('loginUuid')),
    identityUuid: text(query.get('identityUuid')),
    step: parseStep(query.get('step')),
  };
}
