/**
 * What the bad-input specs (the `bad-input.spec.ts` of e2e/tests/login and wallet) share: the
 * field messages for over-long text and pasted control characters, the unicode password, and a
 * toast. Bad input and bad answers on every form (issue 17, item 11): the browser checks the
 * field errors, their audits and a unicode password the dev API compares; every failed answer
 * of every form (a 500 with and without an `errors` list, a malformed JSON answer, a request that
 * outlasts the client's 30 s limit, a double submit) is swept in the forms' component tests,
 * with `throughEveryFailure` of `@lender/shared/testing` (issue 40).
 */
import type { Page } from '@playwright/test';

export const TOO_LONG_PASSWORD = 'Please use at most 128 characters.';
export const CONTROL_CHARACTERS = 'Please remove the tab or other control characters you pasted.';
/**
 * Typed wherever a password goes: it must arrive and be kept as typed (the component tests
 * type the same one, `UNICODE_PASSWORD` of `@lender/shared/testing`).
 */
export const UNICODE_PASSWORD = 'Pässwörd 密码 🏠 ñ-42';

/** A toast the page shows. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
