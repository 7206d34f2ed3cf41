/**
 * `/embed/v1.js`: the only code of ours that runs in a partner lender's page. It defines
 * `LenderEmbed.open({ label, screen, wallet, nonce, onSuccess, onExit, onEvent })`, which opens
 * our sign-in in a frame of our own origin over the page and reports events, never credentials
 * (with a nonce, a signed result for the partner's server). Bundled on its own by
 * tooling/build/src/embed-loader.ts (an IIFE, at most 4 KB gzipped, no dependencies); the contract
 * with the frame is ../src/embed/protocol.ts; its types for partners ./types/v1.d.ts. For
 * partners: docs/embed.md.
 */
import { install, shellOriginOf } from './install.ts';
import { warmWhenIdle } from './warm.ts';

// `currentScript` is only set while this script first runs: read it now, not at `open`.
if (install(window, document.currentScript)) warmWhenIdle(window, shellOriginOf(document.currentScript));
