import { initialLoginEmail } from './email-draft.ts';

const rows: Array<[string, string, string | null, string]> = [
  ['nothing anywhere: an empty field', '', null, ''],
  ['a draft alone comes back as typed', '', 'pat@exam', 'pat@exam'],
  ['an email from the address alone', 'lee@example.com', null, 'lee@example.com'],
  ['the address’s email wins over a draft', 'lee@example.com', 'pat@example.com', 'lee@example.com'],
  ['a blank draft is no draft', '', '   ', ''],
];

describe('initialLoginEmail: the address’s email, else the draft, else nothing', () => {
  it.each(rows)('%s', (_, prefill, draft, expected) => {
    expect(initialLoginEmail(prefill, draft)).toBe(expected);
  });
});
