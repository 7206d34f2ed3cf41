import {
  emptyNameProblem,
  nameEditAfter,
  UNTOUCHED,
  type NameEdit,
  type NameFieldEvent,
} from './name-field.ts';

const EDITED: NameEdit = { edited: true, left: false };
const LEFT: NameEdit = { edited: true, left: true };

it.each<[string, NameEdit, NameFieldEvent, NameEdit]>([
  ['a change is an edit', UNTOUCHED, 'change', EDITED],
  ['leaving an untouched field is not leaving it empty after an edit', UNTOUCHED, 'blur', UNTOUCHED],
  ['leaving after an edit', EDITED, 'blur', LEFT],
  ['a change after leaving: typing again (spaces show only on leaving once more)', LEFT, 'change', EDITED],
])('%s', (_, edit, event, next) => {
  expect(nameEditAfter(edit, event)).toEqual(next);
});

it.each<[string, string, NameEdit, string | null]>([
  ['a fresh page says nothing', '', UNTOUCHED, null],
  ['a name cleared while typing', '', EDITED, 'Account name is required'],
  ['spaces while typing (the start of a name)', '   ', EDITED, null],
  ['spaces left behind', '   ', LEFT, 'Account name is required'],
  ['nothing left behind', '', LEFT, 'Account name is required'],
  ['a name', 'Mine', EDITED, null],
  ['a name, after leaving', ' Mine ', LEFT, null],
])('%s: %p → %p', (_, name, edit, problem) => {
  expect(emptyNameProblem(name, edit)).toBe(problem);
});
