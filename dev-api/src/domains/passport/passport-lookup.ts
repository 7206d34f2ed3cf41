/**
 * The passport service's records: every passport the seed gives any persona, found
 * by the wallet or account address that owns it (compared without case, as
 * addresses are). A passport belongs to an account, not to whoever asks, so an
 * organization's passport is found for every member acting as that organization.
 */
import type { Persona } from '../../seed/seed-schema.ts';
import type { IdentityRecord } from '../../state/dev-state.ts';
import { sameAddress } from '@lender/shared/contracts';

export type PassportRecord = Persona['passports'][number];

export const NO_PASSPORT = 'No passport was found for this account.';

export function findPassport(
  identities: Iterable<IdentityRecord>,
  ownerAddress: string | undefined,
): PassportRecord | undefined {
  if (!ownerAddress) return undefined;
  for (const identity of identities) {
    const passport = identity.persona.passports.find((p) => sameAddress(p.ownerWalletAddress, ownerAddress));
    if (passport) return passport;
  }
  return undefined;
}

/** The passport as the gateway answers it (only the declared fields). */
export const passportBody = (passport: PassportRecord) => ({
  passportUuid: passport.passportUuid,
  passportStructureType: passport.passportStructureType,
  ownerWalletAddress: passport.ownerWalletAddress,
  kycStatus: passport.kycStatus,
  attestationStatus: passport.attestationStatus,
  attestationVerificationStatus: passport.attestationVerificationStatus,
});

/** The passport's statuses (the `…/passport-status` answers). */
export const passportStatusBody = (passport: PassportRecord) => ({
  passportUuid: passport.passportUuid,
  kycStatus: passport.kycStatus,
  attestationStatus: passport.attestationStatus,
  attestationVerificationStatus: passport.attestationVerificationStatus,
});
