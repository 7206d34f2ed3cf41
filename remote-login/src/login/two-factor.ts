/**
 * The "2 Step Verification" dialog's states (spec section 4): selecting a method,
 * entering a code, answering a security question, plus the two ends the
 * specification names: no recovery method, and the first factor expired.
 *
 * - More than one alias starts in selecting; one alias starts in entering, and a
 *   single non-TOTP alias gets its code sent at once; no alias: the security
 *   questions are retrieved and one of them (at random) is asked, or, when there are
 *   none, the "no recovery methods" message is shown.
 * - In selecting, "Answer a security question" is offered once the questions are
 *   known to exist (retrieved in the background when the dialog opens).
 * - TOTP codes go to the TOTP endpoint, other codes to the 2FA redeem endpoint.
 * Pure: the dialog component performs the effects each transition names.
 */
import type { Alias, TwoFactorOptions } from '@lender/shared/endpoints/identity';

export const NO_RECOVERY_MESSAGE =
  'You do not have any two-factor recovery methods configured. Please contact customer support for assistance.';
export const FIRST_FACTOR_EXPIRED_MESSAGE = 'First factor is expired, please start a new login.';
/** The service's answer to one wrong code or answer too many: that login is spent (our text). */
export const SECOND_FACTOR_SPENT_MESSAGE = 'Too many incorrect attempts. Please start a new login.';
/** Answers after which the login cannot go on: the dialog shows them and closes. */
export const LOGIN_ENDED_MESSAGES: readonly string[] = [
  FIRST_FACTOR_EXPIRED_MESSAGE,
  SECOND_FACTOR_SPENT_MESSAGE,
];

export interface SecurityQuestion {
  uuid: string;
  question: string;
}

export type TwoFactorState =
  | { step: 'selecting'; aliases: readonly Alias[]; questions: readonly SecurityQuestion[] }
  | { step: 'entering'; alias: Alias; canGoBack: boolean }
  | { step: 'loading-questions'; canGoBack: boolean }
  | { step: 'answering'; question: SecurityQuestion; canGoBack: boolean }
  | { step: 'no-recovery' };

/** What the dialog must do after a transition. */
export interface TwoFactorEffects {
  /** Send a code to this alias now (email or SMS). */
  sendCodeTo?: Alias;
  /** Retrieve the security questions (to ask one, or to offer them in selecting). */
  loadQuestions?: boolean;
}

export interface Transition {
  state: TwoFactorState;
  effects: TwoFactorEffects;
}

export const isTotp = (alias: Alias) => alias.type === 'TOTP';

export function startTwoFactor(options: TwoFactorOptions): Transition {
  const { aliases } = options;
  if (aliases.length > 1)
    return { state: { step: 'selecting', aliases, questions: [] }, effects: { loadQuestions: true } };
  const [only] = aliases;
  if (only)
    return {
      state: { step: 'entering', alias: only, canGoBack: false },
      effects: isTotp(only) ? {} : { sendCodeTo: only },
    };
  return { state: { step: 'loading-questions', canGoBack: false }, effects: { loadQuestions: true } };
}

/** The user picked an alias in selecting. */
export function chooseAlias(alias: Alias): Transition {
  return {
    state: { step: 'entering', alias, canGoBack: true },
    effects: isTotp(alias) ? {} : { sendCodeTo: alias },
  };
}

/**
 * The questions arrived. In selecting they become an option; while loading, one is
 * asked (`pick` chooses among them, random in the dialog, fixed in tests), or none
 * exist and nothing else is left.
 */
export function questionsLoaded(
  state: TwoFactorState,
  questions: readonly SecurityQuestion[],
  pick: (count: number) => number,
): TwoFactorState {
  if (state.step === 'selecting') return { ...state, questions };
  if (state.step !== 'loading-questions') return state;
  const question = questions[pick(questions.length)] ?? questions[0];
  return question ? { step: 'answering', question, canGoBack: state.canGoBack } : { step: 'no-recovery' };
}

/** The user chose "Answer a security question" in selecting. */
export function chooseQuestion(state: TwoFactorState, pick: (count: number) => number): TwoFactorState {
  if (state.step !== 'selecting' || state.questions.length === 0) return state;
  const question = state.questions[pick(state.questions.length)] ?? state.questions[0]!;
  return { step: 'answering', question, canGoBack: true };
}

export const randomPick = (count: number) => Math.floor(Math.random() * count);
