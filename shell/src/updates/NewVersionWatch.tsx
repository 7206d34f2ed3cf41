/**
 * The new-version notice, loaded when first needed: the page's first load carries only the
 * triggers (./use-look-triggers.ts); at the first one (the person back in the tab, a
 * navigation) the notice and its checker load (./NewVersionNotice.tsx) and look at once.
 * Its live region is in the page, empty, before any text goes in: the look takes a fetch.
 */
import { lazy, Suspense, useState } from 'react';
import { useLookTriggers } from './use-look-triggers.ts';

const NewVersionNotice = lazy(() =>
  import('./NewVersionNotice.tsx').then((module) => ({ default: module.NewVersionNotice })),
);

export function NewVersionWatch() {
  const [armed, setArmed] = useState(false);
  useLookTriggers(() => setArmed(true));
  return armed ? (
    <Suspense fallback={null}>
      <NewVersionNotice lookOnMount />
    </Suspense>
  ) : null;
}
