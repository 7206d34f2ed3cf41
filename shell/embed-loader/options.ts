/**
 * What a partner's page may pass to `LenderEmbed.open` (docs/embed.md, "Options"): checked
 * here so that a mistake is a sentence for the partner's developer, thrown before any overlay.
 */
import {
  EMBED_NONCE,
  EMBED_SCREENS,
  isEmbedScreen,
  type EmbedEventName,
  type EmbedScreen,
  type EmbedSuccess,
  type EventDetails,
  type ExitReason,
} from '../src/embed/protocol.ts';

export interface EmbedCallbacks {
  onSuccess?: (result: EmbedSuccess) => unknown;
  onExit?: (exit: { reason: ExitReason }) => unknown;
  onEvent?: (name: EmbedEventName, details: EventDetails) => unknown;
}

export interface EmbedOptions extends EmbedCallbacks {
  /** The brand, as on our site's `?label=`; the frame refuses one its partner may not show. */
  label: string;
  screen: EmbedScreen;
  /** With `screen: 'login'` or `'register'`: the wallet modal follows the sign-in. */
  wallet?: boolean;
  /**
   * A nonce from the partner's own server (16 to 128 letters, digits, `-` or `_`): `onSuccess`
   * then always carries `result`, a signed statement the partner's server verifies.
   */
  nonce?: string;
}

/** A brand's name as it goes into the frame's address; which labels exist only the frame knows. */
const LABEL = /^[A-Za-z0-9-]{1,64}$/;
const CALLBACKS = ['onSuccess', 'onExit', 'onEvent'] as const;
const KNOWN = ['label', 'screen', 'wallet', 'nonce', ...CALLBACKS];

/** A value as a developer would recognise it in the message. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

function problemOf(options: Record<string, unknown>): string | null {
  // An unknown key is most often a misspelt callback (`onsuccess`) that would never be called.
  const unknown = Object.keys(options).find((key) => !KNOWN.includes(key));
  if (unknown !== undefined) return `unknown option "${unknown}" (the options are ${KNOWN.join(', ')}).`;
  if (!isEmbedScreen(options.screen))
    return `screen must be ${EMBED_SCREENS.map((s) => `"${s}"`)
      .join(', ')
      .replace(/, (?=[^,]*$)/, ' or ')}, not ${shown(options.screen)}.`;
  if (typeof options.label !== 'string' || !LABEL.test(options.label))
    return `label must be the brand’s name (1 to 64 letters, digits or dashes), not ${shown(options.label)}.`;
  if (options.wallet !== undefined && typeof options.wallet !== 'boolean')
    return `wallet must be true or false, not ${shown(options.wallet)}.`;
  if (options.nonce !== undefined && (typeof options.nonce !== 'string' || !EMBED_NONCE.test(options.nonce)))
    return `nonce must be your server's nonce (16 to 128 letters, digits, - or _), not ${shown(options.nonce)}.`;
  const callback = CALLBACKS.find(
    (name) => options[name] !== undefined && typeof options[name] !== 'function',
  );
  return callback ? `${callback} must be a function, not ${shown(options[callback])}.` : null;
}

export type OptionsCheck = { ok: true; options: EmbedOptions } | { ok: false; problem: string };

/** The options, or why they cannot open the embed (a sentence that ends `LenderEmbed.open: `). */
export function validateOptions(value: unknown): OptionsCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'pass an options object: { label, screen, onSuccess, onExit }.' };
  const problem = problemOf(value as Record<string, unknown>);
  return problem === null ? { ok: true, options: value as EmbedOptions } : { ok: false, problem };
}
