/**
 * What the login page shows, decided from the start-up parameters, the brand, the
 * path and the audience. The specification names variants without saying what
 * triggers them; the triggers are (docs/spec-decisions.md, "Login page"):
 * - continuing an application: `otp=true` with an `email` (the link the
 *   continue-application email carries);
 * - the HELOC variants: pages under `/account/heloc/`, brands whose default
 *   product is heloc, and links from the HELOC partner (`referrer` equal to its
 *   fixed id, HELOC_PARTNER_REFERRER);
 * - the new-user flow: `flow=new-user` or `flow=wholesale-new-user`;
 * - the branded variant without the signer divider: `hideSignerDivider` in the brand data;
 * - agent or customer: the audience of the runtime configuration.
 */
import { paths, withQuery, type Brand, type StartupParams } from '@lender/shared';

/**
 * The fixed partner id a `referrer` carries (spec section 2: "a fixed partner id for
 * two variants"): the HELOC partner's links open the HELOC login, heading and
 * register link alike.
 */
export const HELOC_PARTNER_REFERRER = 'heloc-partner';

export const CONTINUE_APPLICATION_TEXT = 'Continue your application by logging into your account.';

export interface LoginVariantInput {
  params: StartupParams;
  brand: Brand;
  /** The page's path and query, as the browser shows them. */
  pathname: string;
  search: string;
  audience: 'customer' | 'agent';
}

export interface LoginVariant {
  heading: string;
  /** Shown under the heading when continuing an application. */
  continuing: boolean;
  helocVariant: boolean;
  newUserFlow: boolean;
  /** "New to {brand}?" with "Register here", and where it goes (query kept). */
  register: { prompt: string; href: string } | null;
  showSignerDivider: boolean;
  startInPasscodeMode: boolean;
  emailPrefill: string;
  /** Agents sign in through the identity broker, which asks for their credentials itself. */
  brokered: boolean;
}

export function isNewUserFlow(params: Pick<StartupParams, 'flow'>): boolean {
  return params.flow === 'new-user' || params.flow === 'wholesale-new-user';
}

export function loginVariant({ params, brand, pathname, search, audience }: LoginVariantInput): LoginVariant {
  const helocVariant =
    pathname.startsWith('/account/heloc/') ||
    brand.defaultProduct === 'heloc' ||
    params.referrer === HELOC_PARTNER_REFERRER;
  const continuing = params.otp && params.email !== undefined;
  const newUserFlow = isNewUserFlow(params);
  return {
    heading: helocVariant
      ? `Log in to your HELOC account with ${brand.displayName}`
      : `Log in to ${brand.displayName}`,
    continuing,
    helocVariant,
    newUserFlow,
    register:
      continuing || newUserFlow
        ? null
        : {
            prompt: `New to ${brand.displayName}?`,
            href: withQuery(helocVariant ? paths.helocRegister : paths.register, search),
          },
    showSignerDivider: !newUserFlow && !brand.hideSignerDivider,
    startInPasscodeMode: params.otp,
    emailPrefill: params.email ?? '',
    brokered: audience === 'agent',
  };
}
