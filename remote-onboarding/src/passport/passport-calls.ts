/**
 * The passport redirect screen's calls: who is acting (the identity), then the
 * passport and its statuses, the creator's for an organization's account (spec
 * section 3). The controller (./use-passport-redirect.ts) decides when; the rules
 * reading the answers are ./passport-plan.ts.
 *
 * All three are server state (docs/architecture.md, "Server state"): read through the page's
 * query client under the asker's keys, so the identity is the entry the shell's read of it
 * filled, and a second visit of the screen for the same account does not ask again; an account
 * switch stores a new token, which drops them all. Each endpoint group, and the query entry,
 * is fetched when the screen needs it, not with the screen.
 */
import { apiClient, getRuntimeConfig } from '@lender/shared';
import { APPLICATION_NAME } from '@lender/shared/contracts';
import { answerOf, passportFrom, type PassportAnswer } from './passport-plan.ts';

const queries = () => import('@lender/shared/query');

/**
 * Whether the account acting is an organization's: the identity names a group (x-grp,
 * or the broker's groupPolicyAddress). An identity that cannot be loaded is taken as
 * the person's own account.
 */
export async function actingForOrganization(): Promise<boolean> {
  const [{ loadIdentity }, { queryKeys, readAsked }] = await Promise.all([
    import('@lender/shared/endpoints/identity'),
    queries(),
  ]);
  const { audience } = getRuntimeConfig();
  const identity = await readAsked(
    (asker) => queryKeys.identity(asker, audience),
    () => loadIdentity(apiClient, { audience, applicationName: APPLICATION_NAME }),
  ).catch(() => null);
  if (!identity) return false;
  const group =
    identity.form === 'broker'
      ? identity.value.wallet?.groupPolicyAddress
      : identity.value.groupPolicyAddress;
  return Boolean(group);
}

/** The passport of the acting account, or of its creator for an organization's. */
export async function loadPassport(): Promise<PassportAnswer> {
  const [passport, { queryKeys, readAsked }] = await Promise.all([
    import('@lender/shared/endpoints/passport'),
    queries(),
  ]);
  const creator = await actingForOrganization();
  const [found, statuses] = await Promise.all([
    answerOf(() =>
      readAsked(
        (asker) => queryKeys.passport(asker, creator),
        (signal) =>
          (creator ? passport.getCreatorPassport : passport.getPassport).call(apiClient, {}, signal),
      ),
    ),
    answerOf(() =>
      readAsked(
        (asker) => queryKeys.passportStatuses(asker, creator),
        (signal) =>
          (creator ? passport.getCreatorPassportStatus : passport.getPassportStatus).call(
            apiClient,
            {},
            signal,
          ),
      ),
    ),
  ]);
  return passportFrom(found, statuses);
}
