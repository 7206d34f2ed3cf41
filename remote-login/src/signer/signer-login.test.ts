import {
  ACCESS_CODE_REQUIRED,
  SIGNER_INTRO,
  SIGNER_TITLE,
  signerCredentials,
  signerProblems,
} from './signer-login.ts';

it.each([
  ['nothing typed', '', '', { email: 'Please enter your email', accessCode: ACCESS_CODE_REQUIRED }],
  ['an email only', 'sid.signer@example.com', '  ', { email: null, accessCode: ACCESS_CODE_REQUIRED }],
  ['a bad email', 'sid', 'SIGN-4821-KX', { email: 'Please enter a valid email.', accessCode: null }],
  ['both', ' sid.signer@example.com ', ' SIGN-4821-KX ', { email: null, accessCode: null }],
])('%s: the fields say %p', (_, email, accessCode, problems) => {
  expect(signerProblems(email, accessCode)).toEqual(problems);
});

it('sends what was typed without the spaces around it', () => {
  expect(signerCredentials(' sid.signer@example.com ', ' SIGN-4821-KX ')).toEqual({
    email: 'sid.signer@example.com',
    accessCode: 'SIGN-4821-KX',
  });
});

it('has the texts of ours', () => {
  expect(SIGNER_TITLE).toBe('Mortgage Signer Login');
  expect(SIGNER_INTRO).toBe('Enter your email and the access code from your signing invitation.');
  expect(ACCESS_CODE_REQUIRED).toBe('Please enter your access code.');
});
