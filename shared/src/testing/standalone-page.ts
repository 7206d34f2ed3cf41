import { RUNTIME_CONFIG_ELEMENT_ID } from '../config/runtime-config.ts';
import { STANDALONE_PAGE_ELEMENT_ID } from '../contracts/standalone-page.ts';
import { localRuntimeConfigInput } from './fixtures/runtime-config.ts';

/**
 * The document a remote's server serves as its standalone page at `path`
 * (tooling/serve/src/remote-server.ts): the local runtime configuration and the shell's
 * origin inlined, then `more` (an org-info element), then the root. A test then mounts the
 * page (`mountStandalone`, or imports the remote's `standalone.tsx`).
 */
export function openStandalonePage(path: string, shellOrigin: string, more = ''): void {
  const json = (id: string, value: unknown) =>
    `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;
  document.body.innerHTML = `${json(RUNTIME_CONFIG_ELEMENT_ID, localRuntimeConfigInput)}${json(
    STANDALONE_PAGE_ELEMENT_ID,
    { shellOrigin },
  )}${more}<div id="root"></div>`;
  window.history.replaceState(null, '', path);
}
