import {
  announceIdentityTokenUpdates,
  parseStartupParams,
  readOrgInfoFromDocument,
  resolveBrand,
  readRuntimeConfigFromDocument,
  setRuntimeConfig,
} from '@lender/shared';
import { RuntimeConfigError, type RemoteContainer } from '@lender/shared/contracts';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '../ui/data-router.ts';
import { readStandalonePage } from './page-info.ts';
import { StandaloneApp, standaloneRoutes, type StandaloneScreens } from './StandaloneApp.tsx';

/** Shown instead of a blank page when the runtime configuration is unusable (as the shell does). */
function StartupProblem({ problems }: { problems: string[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>The site is not configured correctly</h1>
      <p>Please try again later. If the problem continues, contact support.</p>
      <ul aria-label="Configuration problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}

/**
 * Starts a remote's standalone page: reads the runtime configuration and the page's own
 * settings (the shell's origin) its server inlined, then renders the remote's screens at
 * their paths. Called from the
 * remote's `standalone.tsx`, behind the async boundary of its `index.ts`.
 */
export function mountStandalone<C extends RemoteContainer>(
  container: C,
  screens: StandaloneScreens<C>,
  doc: Document = document,
): void {
  const root = createRoot(doc.getElementById('root')!);
  try {
    setRuntimeConfig(readRuntimeConfigFromDocument(doc));
    const router = createBrowserRouter(standaloneRoutes(container, screens, readStandalonePage(doc)));
    // The brand as the shell would choose it: `label`, else the org info its server inlined.
    const brand = resolveBrand({
      label: parseStartupParams(window.location.search).label,
      orgInfo: readOrgInfoFromDocument(doc),
    });
    announceIdentityTokenUpdates();
    root.render(<StandaloneApp router={router} brand={brand} />);
  } catch (error) {
    const problems = error instanceof RuntimeConfigError ? error.problems : [String(error)];
    console.error(error);
    root.render(<StartupProblem problems={problems} />);
  }
}
