/**
 * How long a typed value may be, and which characters no field takes (issue 17, item 11;
 * the specification is silent, the decision is in docs/spec-decisions.md, "Bad input").
 * The forms show the message under the field and send nothing; the contract's request
 * schemas (`@lender/shared/endpoints/*`) carry the same limits, so the services refuse
 * what the page would have.
 *
 * - Lengths count characters as a person sees them typed (code points), so "密码🏠" is 3.
 * - Control characters (C0 and C1: a tab, a NUL, an escape pasted from a document) are
 *   refused in a password, an answer or a name: nobody can type them at the next sign-in.
 *   Everything else in Unicode (accents, scripts, emoji, joiners) is welcome.
 * - Bidi controls (embeddings, overrides, isolates and marks: U+202A-U+202E,
 *   U+2066-U+2069, U+200E, U+200F, U+061C) are exported as `BIDI_CONTROLS` /
 *   `hasBidiControl` for the fields that refuse them (issue 26): they reorder how the text
 *   around them is shown, so a name or a description could make other text read backwards.
 */
import * as v from 'valibot';

export const TEXT_LIMITS = {
  /** RFC 5321's longest address. */
  email: 254,
  password: 128,
  securityAnswer: 256,
  accountName: 100,
} as const;

export const tooLongMessage = (max: number) => `Please use at most ${max} characters.`;
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the tab or other control characters you pasted.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/** The bidi controls (issue 26, items 4 and 8). Not global: `test` keeps no state. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

export const characterCount = (value: string) => Array.from(value).length;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);
export const hasBidiControl = (value: string) => BIDI_CONTROLS.test(value);

/** No control character, at most `max` characters: the checks after a field's own rule. */
export function plainTextLimits(max: number) {
  return [
    v.check((value: string) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
    v.check((value: string) => characterCount(value) <= max, tooLongMessage(max)),
  ] as const;
}

/** The same limits as a schema of its own, for the contract's request bodies. */
export const limitedText = (max: number) => v.pipe(v.string(), ...plainTextLimits(max));

export const BIDI_CONTROLS_MESSAGE = 'Please remove the hidden text-direction characters you pasted.';

/**
 * A name's limits (issue 26, item 4): plain text's, and no bidi control. A name is shown to
 * other people (on account cards, to members of an organization), where one control could
 * make "\u202Etxt.exe" read as something else.
 */
export function nameTextLimits(max: number) {
  return [
    ...plainTextLimits(max),
    v.check((value: string) => !hasBidiControl(value), BIDI_CONTROLS_MESSAGE),
  ] as const;
}

/** A name's limits as a schema of its own, for the contract's request bodies and queries. */
export const limitedName = (max: number) => v.pipe(v.string(), ...nameTextLimits(max));
