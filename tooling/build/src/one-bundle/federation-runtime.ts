/**
 * The benchmark's one-bundle build (`createOneBundleConfig`, `npm run bench`): what
 * the shell imports from `@module-federation/enhanced/runtime`, answered without
 * federation. Each remote's exposed screens (`<remote>/src/exposes/<Name>.tsx`, the
 * files its `app.config.ts` exposes as `./<Name>`) are lazy chunks of the shell's own
 * build, so the same source renders the same way with no remote entry, manifest or
 * share scope. The shell's code is unchanged: only this module is swapped in.
 */
type ExposedModule = { default?: unknown };
type LazyContext = { keys(): string[]; (key: string): Promise<ExposedModule> };

declare global {
  interface ImportMeta {
    webpackContext(
      directory: string,
      options: { recursive: boolean; regExp: RegExp; mode: 'lazy' },
    ): LazyContext;
  }
}

// Literal arguments: webpack reads them while building. `Name.tsx`, not tests.
const containers: Record<string, LazyContext> = {
  remote_login: import.meta.webpackContext('../../../../remote-login/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  remote_register: import.meta.webpackContext('../../../../remote-register/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  remote_wallet: import.meta.webpackContext('../../../../remote-wallet/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  remote_onboarding: import.meta.webpackContext('../../../../remote-onboarding/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
};

/** The remotes are part of the bundle: nothing to register. */
export function registerRemotes(): void {}

/** `remote_login/LoginScreen`: the exposed module, from this bundle. */
export function loadRemote<T>(id: string): Promise<T> {
  const [container = '', name = ''] = id.split('/');
  const context = containers[container];
  const key = `./${name}.tsx`;
  if (!context?.keys().includes(key)) return Promise.reject(new Error(`${id} is not in the one bundle`));
  return context(key) as Promise<T>;
}
