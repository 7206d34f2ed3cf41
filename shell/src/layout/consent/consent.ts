/**
 * The consent-management adapter (spec section 1: "A consent-banner script is
 * loaded for one brand only. A 'Your privacy options' button is shown."). The
 * vendor's script comes from the runtime configuration (`consentScriptUrl`; the
 * dev API serves a local stand-in) and is added only for a brand whose data says
 * `loadsConsentBanner`. The footer's button opens the vendor's preferences when the
 * script is there, and otherwise the privacy policy's choices section, which every
 * brand has.
 */
import type { Brand, RuntimeConfig } from '@lender/shared';

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

/** Adds the vendor's script once; a script that fails to load is logged and the page goes on. */
export function loadConsentScript(src: string, doc: Document = document): void {
  if (doc.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}]`)) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, '');
  script.addEventListener('error', () => console.warn(`The consent script ${src} could not be loaded`));
  doc.head.append(script);
}

/** The vendor's preferences, when its script is on the page. */
export function consentManager(win: Window = window): ConsentManager | null {
  return typeof win.LenderConsent?.showPreferences === 'function' ? win.LenderConsent : null;
}
