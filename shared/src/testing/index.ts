export { localRuntimeConfig, localRuntimeConfigInput } from './fixtures/runtime-config.ts';
export { renderWithProviders, type RenderOptions } from './render.tsx';
export { resetSharedState } from './reset.ts';
