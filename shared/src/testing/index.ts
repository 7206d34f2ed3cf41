export { accountFixtures } from './fixtures/wallet/index.ts';
export { loginFixtures, passcodeFixtures } from './fixtures/login/index.ts';
export { localRuntimeConfig, localRuntimeConfigInput } from './fixtures/runtime-config.ts';
export {
  identityHandlers,
  leadPortalHandlers,
  securityQuestionsFixture,
  walletHandlers,
} from './mock-api/handlers.ts';
export {
  createMockApi,
  installMockApi,
  reply,
  replyErrors,
  route,
  type MockApi,
  type MockHandler,
  type MockRequest,
  type MockRoute,
  type MockTarget,
} from './mock-api/mock-api.ts';
export { renderWithProviders, type RenderOptions } from './render.tsx';
// The data router, for tests that render routes and read where they navigated.
export { createMemoryRouter, RouterProvider } from '../ui/data-router.ts';
export { resetSharedState } from './reset.ts';
