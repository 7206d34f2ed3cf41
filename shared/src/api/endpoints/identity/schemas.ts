/** Shapes the identity service's endpoints share (spec section 3). */
import * as v from 'valibot';

export const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

export const Alias = v.object({
  uuid: v.string(),
  type: v.picklist(['Email', 'Phone', 'TOTP']),
  value: v.string(),
  verified: v.boolean(),
  auth: v.boolean(),
});
export type Alias = v.InferOutput<typeof Alias>;

export const TwoFactorOptions = v.object({
  loginUuid: v.string(),
  aliases: v.array(Alias),
  emailFactorSupported: v.boolean(),
  totpEnabled: v.boolean(),
});
export type TwoFactorOptions = v.InferOutput<typeof TwoFactorOptions>;

/** What a completed first or second factor returns. */
export const TokenResponse = v.object({ jwt: v.string() });

export const Empty = v.union([v.null(), v.string(), v.object({})]);
