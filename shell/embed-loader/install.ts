/** Defines `window.LenderEmbed`, the loader's one global. */
import { createOpen, type EmbedHandle } from './open.ts';

export const LOADER_VERSION = 1;

export interface LenderEmbed {
  version: number;
  open(options: unknown): EmbedHandle;
}

/** The partner's window, as far as the loader touches it (no global type: the repo's other code has its own view). */
export type EmbedWindow = Window & { LenderEmbed?: LenderEmbed };

/** The shell's origin is where the loader itself came from (read while the script runs). */
export function shellOriginOf(script: Element | null): string | null {
  if (!(script instanceof HTMLScriptElement) || !script.src) return null;
  const { origin } = new URL(script.src);
  return origin === 'null' ? null : origin;
}

/**
 * Leaves a loader of this version or newer in place: a page that includes the script twice,
 * or a newer one too, keeps the first (and its open overlay's state). Whether it installed.
 */
export function install(target: EmbedWindow, script: Element | null): boolean {
  const existing = target.LenderEmbed;
  if (existing && typeof existing.version === 'number' && existing.version >= LOADER_VERSION) return false;
  target.LenderEmbed = { version: LOADER_VERSION, open: createOpen(shellOriginOf(script)) };
  return true;
}
