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

let pending: Promise<PasswordScorer> | null = null;

export function loadPasswordStrength(): Promise<PasswordScorer> {
  pending ??= import('zxcvbn').then(
    (module) => {
      // A CommonJS module: bundlers put `module.exports` on `default`, some runtimes return it bare.
      const zxcvbn = (module.default ?? module) as unknown as PasswordScorer;
      return (password, userInputs) => zxcvbn(password, userInputs);
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
