/**
 * When the naming page says "Account name is required" before any submit (issue 27, item
 * 7). Submit is disabled while the name is empty, so a submit never shows it; the field
 * shows it once an edit has left the name empty. A fresh page says nothing: an untouched
 * field is not a mistake.
 * - A change to nothing (the person cleared the field) shows it at once.
 * - Leaving the field after an edit with only spaces in it shows it too. While the person
 *   types, spaces alone do not: they are often the start of a name.
 * Typing a character takes it away again.
 */
import { ACCOUNT_NAME_REQUIRED } from './create-account.ts';

export interface NameEdit {
  /** The person has changed the name at least once. */
  edited: boolean;
  /** The person has left the field after an edit, and not changed it since. */
  left: boolean;
}

export const UNTOUCHED: NameEdit = { edited: false, left: false };

export type NameFieldEvent = 'change' | 'blur';

export function nameEditAfter(edit: NameEdit, event: NameFieldEvent): NameEdit {
  // A change means the person is typing again: spaces alone wait for the next time the field is left.
  return event === 'change' ? { edited: true, left: false } : { ...edit, left: edit.edited };
}

/** The required message the field shows before any submit, or null. */
export function emptyNameProblem(name: string, edit: NameEdit): string | null {
  if (!edit.edited) return null;
  return name === '' || (edit.left && name.trim() === '') ? ACCOUNT_NAME_REQUIRED : null;
}
