/**
 * The email draft (issue 28): a reload keeps the email being typed, never the password,
 * and the draft ends with the sign-in.
 */
import { screen, waitFor } from '@testing-library/react';
import { createMockApi, identityHandlers, installMockApi, leadPortalHandlers } from '@lender/shared/testing';
import { fillAndSubmit, renderLogin } from './login-page.testing.tsx';
import { EMAIL_DRAFT_KEY } from './email-draft.ts';

installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));

const PASSWORD = 'Correct-Horse-Battery-42';

/** Every value the page could have written, in both web storages. */
function storedValues(): string[] {
  return [window.sessionStorage, window.localStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!) ?? ''),
  );
}

/** Storage that refuses every write and read, as private browsing or a full quota can. */
function refuseStorage() {
  const refuse = () => {
    throw new DOMException('storage refused', 'QuotaExceededError');
  };
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
}

afterEach(() => jest.restoreAllMocks());

describe('the login form’s email draft', () => {
  it('keeps the email in session storage as it is typed, and a fresh page takes it back', async () => {
    const first = renderLogin();
    await first.user.type(screen.getByLabelText('Email'), 'pat@exam');
    expect(window.sessionStorage.getItem(EMAIL_DRAFT_KEY)).toBe('pat@exam');
    first.unmount();

    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@exam');
  });

  it('forgets the draft when the field is emptied', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'pat');
    await user.clear(screen.getByLabelText('Email'));
    expect(window.sessionStorage.getItem(EMAIL_DRAFT_KEY)).toBeNull();
  });

  it('lets an email in the address win over a draft', () => {
    window.sessionStorage.setItem(EMAIL_DRAFT_KEY, 'pat@example.com');
    renderLogin('/auth/login?email=lee%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('lee@example.com');
  });

  it('never writes the password to any storage', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    // The draft is there, so the check below looks at a storage the form writes to.
    expect(window.sessionStorage.getItem(EMAIL_DRAFT_KEY)).toBe('pat@example.com');
    expect(storedValues().filter((value) => value.includes(PASSWORD))).toEqual([]);
    expect(window.sessionStorage.length).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('types and signs in as usual when the browser refuses storage', async () => {
    refuseStorage();
    const { user, router } = renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await fillAndSubmit(user, 'pat@example.com', PASSWORD);
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('forgets the draft once the sign-in succeeds', async () => {
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'pat@example.com', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.sessionStorage.getItem(EMAIL_DRAFT_KEY)).toBeNull();
  });
});
