/** The identity broker serves customers and agents on parallel paths. */
import * as v from 'valibot';

export const Audience = v.picklist(['customer', 'agent']);
export type Audience = v.InferOutput<typeof Audience>;

export const BrokerHeaders = v.object({ 'X-Auth0-Application-Name': v.pipe(v.string(), v.minLength(1)) });

/** The identity in its broker form (spec section 3). */
export const BrokerIdentity = v.object({
  uuid: v.string(),
  organizationCode: v.string(),
  profileType: v.string(),
  email: v.string(),
  updatedAt: v.optional(v.string()),
  isManageable: v.optional(v.boolean()),
  isBroker: v.boolean(),
  activeLegacyCustomerOrgs: v.optional(v.array(v.string())),
  wallet: v.optional(
    v.object({ accountAddress: v.optional(v.string()), groupPolicyAddress: v.optional(v.string()) }),
  ),
});
export type BrokerIdentity = v.InferOutput<typeof BrokerIdentity>;
