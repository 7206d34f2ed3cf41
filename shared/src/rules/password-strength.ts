/**
 * zxcvbn is about 380 KB gzipped, more than the login page's whole budget, so it is
 * never imported statically: a password form calls `loadPasswordStrength()` and the
 * bundler splits zxcvbn into its own chunk. The pending load is cached so every form
 * shares one download; a failed load (a dropped connection) is forgotten so the next
 * call retries. Nothing here names zxcvbn's types, so no module imports it even for types.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  feedback: { warning: string; suggestions: string[] };
}

export type PasswordScorer = (password: string, userInputs?: string[]) => PasswordStrength;

/**
 * zxcvbn's work grows much faster than the password's length (500 characters take
 * about 1.6 s on a laptop, 2,000 about a minute), and it runs as the person types: only
 * the first SCORED_LENGTH characters are scored, as zxcvbn's authors advise: a password
 * whose first hundred characters are strong is strong.
 */
export const SCORED_LENGTH = 100;
export const scoredPart = (password: string) => Array.from(password).slice(0, SCORED_LENGTH).join('');

let pending: Promise<PasswordScorer> | null = null;

export function loadPasswordStrength(): Promise<PasswordScorer> {
  pending ??= import('zxcvbn').then(
    (module) => {
      // A CommonJS module: bundlers put `module.exports` on `default`, some runtimes return it bare.
      const zxcvbn = (module.default ?? module) as unknown as PasswordScorer;
      return (password, userInputs) => zxcvbn(scoredPart(password), userInputs);
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
