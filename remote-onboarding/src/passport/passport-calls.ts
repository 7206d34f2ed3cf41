/**
 * The passport redirect screen's calls: who is acting (the identity), then the
 * passport and its statuses, the creator's for an organization's account (spec
 * section 3). The controller (./use-passport-redirect.ts) decides when; the rules
 * reading the answers are ./passport-plan.ts.
 *
 * Each endpoint group is fetched when the screen needs it, not with the screen.
 */
import { apiClient, getRuntimeConfig } from '@lender/shared';
import { APPLICATION_NAME } from '@lender/shared/contracts';
import { answerOf, passportFrom, type PassportAnswer } from './passport-plan.ts';

/**
 * Whether the account acting is an organization's: the identity names a group (x-grp,
 * or the broker's groupPolicyAddress). An identity that cannot be loaded is taken as
 * the person's own account.
 */
export async function actingForOrganization(): Promise<boolean> {
  const { loadIdentity } = await import('@lender/shared/endpoints/identity');
  const identity = await loadIdentity(apiClient, {
    audience: getRuntimeConfig().audience,
    applicationName: APPLICATION_NAME,
  }).catch(() => null);
  if (!identity) return false;
  const group =
    identity.form === 'broker'
      ? identity.value.wallet?.groupPolicyAddress
      : identity.value.groupPolicyAddress;
  return Boolean(group);
}

/** The passport of the acting account, or of its creator for an organization's. */
export async function loadPassport(): Promise<PassportAnswer> {
  const passport = await import('@lender/shared/endpoints/passport');
  const creator = await actingForOrganization();
  const [found, statuses] = await Promise.all([
    answerOf(() => (creator ? passport.getCreatorPassport : passport.getPassport).call(apiClient, {})),
    answerOf(() =>
      (creator ? passport.getCreatorPassportStatus : passport.getPassportStatus).call(apiClient, {}),
    ),
  ]);
  return passportFrom(found, statuses);
}
