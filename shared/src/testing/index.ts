export { renderWithProviders, type RenderOptions } from './render.tsx';
export { resetSharedState } from './reset.ts';
