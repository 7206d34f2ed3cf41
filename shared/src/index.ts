export { AUTH_BASE, DEFAULT_REDIRECT, paths, withQuery, type AppPath } from './contracts/routes.ts';
export {
  remoteContainers,
  type RemoteContainer,
  type RemoteExposes,
  type RemoteModuleId,
  type RemoteScreen,
  type RemoteScreenModule,
} from './contracts/remotes.ts';
export {
  getRuntimeConfig,
  peekRuntimeConfig,
  parseRuntimeConfig,
  readRuntimeConfigFromDocument,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  setRuntimeConfig,
  type RuntimeConfig,
} from './config/runtime-config.ts';
export { createJwtStorage, jwtStorage, JWT_STORAGE_KEY, type TokenStorage } from './session/jwt-storage.ts';
export { createSessionStore, sessionStore, useSession, type SessionState } from './session/session-store.ts';
export { brands, isPartnerLabel, partnerLabels, type Brand, type BrandId, type PartnerLabel } from './brand/brands.ts';
export { brandForOrgCode, NO_PRIVATE_LABEL_MESSAGE, resolveBrand, type OrgInfo } from './brand/resolve-brand.ts';
export { BrandProvider, useBrand } from './brand/brand-context.tsx';
export { useRequiredContext } from './ui/use-required-context.ts';
export { registerDebugHandle } from './debug-handles.ts';
export { createQueryClient } from './api/query-client.ts';
export { describeToken, type TokenSubject } from './session/token-claims.ts';
export { createBrandSystem } from './brand/theme.ts';
export * from './ui/chakra.ts';
export * from './ui/router.ts';
export { AppProviders } from './ui/AppProviders.tsx';
export { notify, Toaster, TOAST_MAX_VISIBLE, toaster, type Notice, type ToastKind } from './ui/toaster.tsx';
export { announce, LIVE_REGION_CLEAR_MS, LiveRegion } from './ui/live-region.tsx';
