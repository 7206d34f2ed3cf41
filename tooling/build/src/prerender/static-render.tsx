/**
 * What the build's prerender programs share (./render-screens.tsx, ./render-chrome.tsx): a
 * configuration that names no real address, a router that never moves, and one render with
 * React's `prerender` whose Emotion rules are taken out of the markup (tooling/serve/src/fragments.ts).
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setRuntimeConfig, type Navigator } from '@lender/shared';
import type { RuntimeConfig } from '@lender/shared/contracts';
import {
  fragmentProblems,
  splitEmotionStyles,
  type Audience,
  type FragmentStyle,
} from '@lender/serve/fragments';

export const NOWHERE = 'https://prerender.invalid/';

/** What a screen may read of the configuration while it renders; no address is ever rendered. */
export function configFor(audience: Audience, extra: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    environment: 'production',
    apiBase: NOWHERE,
    audience,
    remotes: {
      remote_login: NOWHERE,
      remote_register: NOWHERE,
      remote_wallet: NOWHERE,
      remote_onboarding: NOWHERE,
    },
    remoteTimeoutMs: 10_000,
    botCheck: { provider: 'local' },
    brokerOrigins: [],
    ...extra,
  };
}

/** A router that never moves: nothing navigates while a page is rendered on a server. */
export const staticNavigator: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * One tree rendered under `config`: its markup and its rules, or an error naming `what` when it
 * throws or its markup is unfit for a page.
 */
export async function renderStatic(
  what: string,
  config: RuntimeConfig,
  tree: ReactNode,
): Promise<{ html: string; styles: FragmentStyle[] }> {
  setRuntimeConfig(config);
  let rendered: string;
  try {
    // Ids of their own: the server-made markup sits beside the live page until the take-over.
    const { prelude } = await prerender(tree, { identifierPrefix: 'server-' });
    rendered = await readAll(prelude);
  } catch (error) {
    throw new Error(
      `${what} could not be rendered: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parts = splitEmotionStyles(rendered);
  const problems = fragmentProblems(parts);
  if (problems.length > 0) throw new Error(`${what} is not fit for a page: it holds ${problems.join(', ')}`);
  return parts;
}

/** The program's body: its result as JSON on standard output, or what went wrong on standard error. */
export function writeResult(result: Promise<unknown>): void {
  result.then(
    (value) => process.stdout.write(JSON.stringify(value)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
