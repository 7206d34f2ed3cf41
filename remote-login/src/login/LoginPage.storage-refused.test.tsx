/**
 * A page refused web storage (our frame on a partner's site, third-party storage blocked):
 * the main entry's first module gives it in-memory storages (`@lender/shared/storage-fallback`,
 * shell/src/index.ts), and the login works there for the life of the page (issue 41).
 */
// First, as on such a page: the browser refuses storage, then the main entry's first module runs.
import './refuse-web-storage.testing.ts';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '@lender/shared';
import {
  createMockApi,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  loginFixtures,
} from '@lender/shared/testing';
import { fillAndSubmit, renderLogin } from './login-page.testing.tsx';

installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));

it('renders the login form and signs in by password, the session kept in memory', async () => {
  const inMemory = Symbol.for('lender.storage.inMemory');
  expect(inMemory in window.localStorage).toBe(true);
  expect(inMemory in window.sessionStorage).toBe(true);
  const { user, router } = renderLogin();
  await fillAndSubmit(user, 'pat@example.com', 'Correct-Horse-Battery-42');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(sessionStore.getState().jwt).toBe(loginFixtures.passwordAccepted.jwt);
  // Kept where the session keeps it, in the page's memory.
  expect(window.localStorage.getItem('jwt')).toBe(loginFixtures.passwordAccepted.jwt);
});
