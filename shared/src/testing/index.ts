export { loginFixtures, passcodeFixtures } from './fixtures/login/index.ts';
export { localRuntimeConfig, localRuntimeConfigInput } from './fixtures/runtime-config.ts';
export { identityHandlers, leadPortalHandlers } from './mock-api/handlers.ts';
export {
  createMockApi,
  installMockApi,
  reply,
  replyErrors,
  route,
  type MockHandler,
  type MockRoute,
} from './mock-api/mock-api.ts';
export { renderWithProviders } from './render.tsx';
export {
  FAILURE_TOASTS,
  fill,
  LISTED_FAILURE,
  NEW_UNICODE_PASSWORD,
  SENT_ONCE_FAILURE,
  throughEveryFailure,
  throughEveryNewPasswordFailure,
  UNICODE_PASSWORD,
  type FailureSweep,
  type FailureTexts,
  type NewPasswordSweep,
} from './failure-sweep.ts';
export { openStandalonePage } from './standalone-page.ts';
// The data router, for tests that render routes and read where they navigated.
export { createMemoryRouter, RouterProvider } from '../ui/data-router.ts';
export { resetSharedState } from './reset.ts';
