/**
 * The signed-in identity, in either of the forms the services return it: the
 * broker form (identity broker) or the legacy form (identity service, with the
 * wallet addresses in the `x-addr` and `x-grp` response headers). The broker form
 * is asked first; when both fail the identity is "User not found".
 */
import type { ApiClient } from '../../client.ts';
import { brokerFigureInfo } from '../broker/figure-info.ts';
import type { Audience, BrokerIdentity } from '../broker/schemas.ts';
import { getIdentity } from './get-identity.ts';
import type * as v from 'valibot';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

export type LegacyIdentity = v.InferOutput<typeof getIdentity.response> & {
  walletAddress: string | null;
  groupPolicyAddress: string | null;
};

export type Identity = { form: 'broker'; value: BrokerIdentity } | { form: 'legacy'; value: LegacyIdentity };

export async function loadIdentity(
  client: ApiClient,
  { audience, applicationName }: { audience: Audience; applicationName: string },
): Promise<Identity> {
  try {
    const value = await brokerFigureInfo.call(client, {
      params: { audience },
      headers: { 'X-Auth0-Application-Name': applicationName },
    });
    return { form: 'broker', value };
  } catch {
    // Not a brokered session: ask the identity service.
  }
  try {
    const { data, headers } = await getIdentity.send(client, {});
    return {
      form: 'legacy',
      value: { ...data, walletAddress: headers.get('x-addr'), groupPolicyAddress: headers.get('x-grp') },
    };
  } catch {
    throw new Error(USER_NOT_FOUND_MESSAGE);
  }
}

/** Who the identity is for display, whichever form it came in. */
export function identityEmail(identity: Identity): string | null {
  if (identity.form === 'broker') return identity.value.email;
  return identity.value.aliases.find((alias) => alias.type === 'Email')?.value ?? null;
}
