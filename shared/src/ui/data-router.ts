/**
 * React Router's data router, kept out of the `@lender/shared` main entry (see
 * ./router.ts): a remote's standalone page uses it (`@lender/shared/standalone`,
 * for its route error element) and so do tests (`@lender/shared/testing`, whose
 * memory router records where a screen navigates). It is the same `react-router`
 * module as the main entry's within a build, so its router context is the one the
 * screens' hooks read; a standalone page is a single build.
 */
export { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
