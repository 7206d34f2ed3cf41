/**
 * What a remote's server tells its standalone page besides the runtime configuration, as
 * inline JSON in `<script id="standalone-page" type="application/json">`
 * (tooling/serve/src/remote-server.ts writes it, shared/src/standalone/page-info.ts reads it).
 * Only standalone pages carry it: the shell's pages never do.
 */
export const STANDALONE_PAGE_ELEMENT_ID = 'standalone-page';

export interface StandalonePage {
  /**
   * Where the full site (the shell) is, for a step the remote cannot take alone: the shell's
   * first `SHELL_ORIGIN`, else its local origin (`HOST`, `SHELL_PORT`) in the server's environment.
   */
  shellOrigin: string;
}
