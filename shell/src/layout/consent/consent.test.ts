import { brands } from '@lender/shared';
import { localRuntimeConfig } from '@lender/shared/testing';
import { consentManager, loadConsentScript, shouldLoadConsentScript } from './consent.ts';

const url = 'http://127.0.0.1:4000/consent/consent-banner.js';

describe('the consent script', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.LenderConsent;
  });

  it.each(Object.values(brands))('$id loads it exactly when its brand data says so', (brand) => {
    expect(shouldLoadConsentScript(brand, localRuntimeConfig())).toBe(brand.id === 'own');
  });

  it('is not loaded when no script is configured, whatever the brand', () => {
    expect(shouldLoadConsentScript(brands.own, localRuntimeConfig({ consentScriptUrl: undefined }))).toBe(
      false,
    );
  });

  it('is added to the page once, asynchronously, from the configured source', () => {
    loadConsentScript(url);
    loadConsentScript(url);
    const scripts = document.querySelectorAll('script[data-consent-script]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', url);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it('a script that fails to load is only logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadConsentScript(url);
    document.querySelector('script[data-consent-script]')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    warn.mockRestore();
  });

  it('the manager is the script’s API once it is there', () => {
    expect(consentManager()).toBeNull();
    window.LenderConsent = { showPreferences: jest.fn() };
    expect(consentManager()).toBe(window.LenderConsent);
  });
});
