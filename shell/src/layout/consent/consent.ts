/**
 * The consent-management adapter (spec section 1: "A consent-banner script is
 * loaded for one brand only. A 'Your privacy options' button is shown."). The
 * vendor's script comes from the runtime configuration (`consentScriptUrl`; the
 * dev API serves a local stand-in) and is added only for a brand whose data says
 * `loadsConsentBanner`, once the page has loaded and the browser is idle. The
 * footer's button opens the vendor's preferences when the brand has the script
 * (loading it at once if it is still waiting), and otherwise the privacy policy's
 * choices section, which every brand has.
 */
import { cspNonce, type Brand } from '@lender/shared';
import { type RuntimeConfig } from '@lender/shared/contracts';

/** What the vendor's script defines (the stand-in: dev-api/src/domains/public/consent/). */
export interface ConsentManager {
  showPreferences(): void;
}

declare global {
  interface Window {
    LenderConsent?: ConsentManager;
  }
}

export const CONSENT_SCRIPT_ATTRIBUTE = 'data-consent-script';
export const PRIVACY_CHOICES_PATH = '/privacy/#your-privacy-choices';

export function shouldLoadConsentScript(
  brand: Pick<Brand, 'loadsConsentBanner'>,
  config: Pick<RuntimeConfig, 'consentScriptUrl'>,
): config is { consentScriptUrl: string } {
  return brand.loadsConsentBanner && Boolean(config.consentScriptUrl);
}

/** Each script element this module added, with its load: the manager, or null when it failed. */
const loads = new WeakMap<Element, Promise<ConsentManager | null>>();

/**
 * Adds the vendor's script once and resolves with its manager when it has run; a
 * script that fails to load is logged, resolves null, and the page goes on.
 */
export function loadConsentScript(src: string, doc: Document = document): Promise<ConsentManager | null> {
  const win = doc.defaultView ?? window;
  const present = doc.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}]`);
  if (present) return loads.get(present) ?? Promise.resolve(consentManager(win));
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  // The vendor gives its own style this nonce, as the page's content security policy requires.
  const nonce = cspNonce(doc);
  if (nonce) script.nonce = nonce;
  script.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, '');
  const load = new Promise<ConsentManager | null>((resolve) => {
    script.addEventListener('load', () => resolve(consentManager(win)));
    script.addEventListener('error', () => {
      console.warn(`The consent script ${src} could not be loaded`);
      resolve(null);
    });
  });
  loads.set(script, load);
  doc.head.append(script);
  return load;
}

/** The script waiting for the browser to be idle (set by `loadConsentScriptWhenIdle`). */
let deferred: { src: string; doc: Document } | null = null;

/**
 * Adds the vendor's script once the page has loaded and the browser is idle, as
 * consent vendors recommend: the notice sits at the end of the page, so nothing
 * the visitor came for waits for it, and on a slow connection it no longer
 * competes with the login screen's own chunks. Browsers without
 * `requestIdleCallback` (Safari) add it just after the load event.
 */
export function loadConsentScriptWhenIdle(src: string, win: Window = window): void {
  const doc = win.document;
  deferred = { src, doc };
  const add = () => {
    if (deferred?.doc === doc) void loadConsentScript(src, doc);
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(add, { timeout: 2000 })
      : win.setTimeout(add, 0);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/** The vendor's preferences, when its script is on the page. */
export function consentManager(win: Window = window): ConsentManager | null {
  return typeof win.LenderConsent?.showPreferences === 'function' ? win.LenderConsent : null;
}

/**
 * The vendor's preferences for "Your privacy options": the manager when its script
 * has run; when the script is still waiting for idle time, it is added at once and
 * awaited, so the button does not fall back to the privacy page on the brand that
 * has a manager; null when there is none (or its script failed).
 */
export async function consentManagerForChoice(win: Window = window): Promise<ConsentManager | null> {
  const ready = consentManager(win);
  if (ready || !deferred || deferred.doc !== win.document) return ready;
  return loadConsentScript(deferred.src, deferred.doc);
}

/** Forgets a deferred script (tests). */
export function resetDeferredConsentScript(): void {
  deferred = null;
}
