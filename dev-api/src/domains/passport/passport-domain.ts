/**
 * The passport gateway: the passport (and its statuses) of the account the caller
 * acts as, and of the individual wallet behind it (the account's "creator"). A
 * session is required; an account with no passport answers 404 with an errors list. A
 * token whose `addr`/`grp` are not its identity's accounts' is refused with 403 (issue 26,
 * item 1: the second line behind the calls that mint them, state/acting-rule.ts).
 */
import { errors, type Handler, type Reply } from '../../http/router.ts';
import type { DevState } from '../../state/dev-state.ts';
import type { Domain, DomainContext } from '../domain.ts';
import { isSession, sessionWithClaims, type Session } from '../../http/session.ts';
import { claimsBelong } from '../../state/acting-rule.ts';
import { WALLET_NOT_AUTHORIZED } from '../wallet/acting-replies.ts';
import { actingAccountOf, actingIndividualWalletOf } from './acting-account.ts';
import {
  findPassport,
  NO_PASSPORT,
  passportBody,
  passportStatusBody,
  type PassportRecord,
} from './passport-lookup.ts';

/** Which address a gateway call looks the passport up by. */
type OwnerOf = (state: DevState, session: Session) => string | undefined;

const actingAccount: OwnerOf = actingAccountOf;
const creatorWallet: OwnerOf = actingIndividualWalletOf;

function passportHandler(
  state: DevState,
  ownerOf: OwnerOf,
  answer: (passport: PassportRecord) => unknown,
): Handler {
  return async ({ bearer }): Promise<Reply> => {
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return session;
    if (!claimsBelong(state.wallets, session.identity.uuid, session.claims))
      return errors(403, WALLET_NOT_AUTHORIZED);
    const passport = findPassport(state.identities.values(), ownerOf(state, session));
    return passport ? { body: answer(passport) } : errors(404, NO_PASSPORT);
  };
}

export function passportDomain({ state }: DomainContext): Domain {
  return {
    handlers: {
      getPassport: passportHandler(state, actingAccount, passportBody),
      getPassportStatus: passportHandler(state, actingAccount, passportStatusBody),
      getCreatorPassport: passportHandler(state, creatorWallet, passportBody),
      getCreatorPassportStatus: passportHandler(state, creatorWallet, passportStatusBody),
    },
  };
}
