import { brands } from '@lender/shared';
import { localRuntimeConfig } from '@lender/shared/testing';
import {
  consentManager,
  consentManagerForChoice,
  loadConsentScript,
  loadConsentScriptWhenIdle,
  resetDeferredConsentScript,
  shouldLoadConsentScript,
} from './consent.ts';

const url = 'http://127.0.0.1:4000/consent/consent-banner.js';

describe('the consent script', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.LenderConsent;
    resetDeferredConsentScript();
    jest.useRealTimers();
  });

  const consentScripts = () => document.querySelectorAll('script[data-consent-script]');

  /** Runs the script the way a browser would: defines the manager, then fires `load`. */
  function runScript(): jest.Mock {
    const showPreferences = jest.fn();
    window.LenderConsent = { showPreferences };
    consentScripts()[0]!.dispatchEvent(new Event('load'));
    return showPreferences;
  }

  /** A window whose document is still loading, with requestIdleCallback when `idle` is given. */
  function loadingWindow(idle?: jest.Mock) {
    const listeners: Array<() => void> = [];
    const setTimeout = jest.fn();
    const win = {
      document: { readyState: 'loading', defaultView: null },
      addEventListener: jest.fn((type: string, listener: () => void) => {
        if (type === 'load') listeners.push(listener);
      }),
      setTimeout,
      ...(idle ? { requestIdleCallback: idle } : {}),
    };
    return { win: win as unknown as Window, setTimeout, fireLoad: () => listeners.forEach((l) => l()) };
  }

  it.each(Object.values(brands))('$id loads it exactly when its brand data says so', (brand) => {
    expect(shouldLoadConsentScript(brand, localRuntimeConfig())).toBe(brand.id === 'own');
  });

  it('is not loaded when no script is configured, whatever the brand', () => {
    expect(shouldLoadConsentScript(brands.own, localRuntimeConfig({ consentScriptUrl: undefined }))).toBe(
      false,
    );
  });

  it('is added to the page once, asynchronously, from the configured source', () => {
    void loadConsentScript(url);
    void loadConsentScript(url);
    const scripts = document.querySelectorAll('script[data-consent-script]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', url);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it("carries the page's nonce, for the vendor to give its style", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'page-nonce');
    document.head.append(meta);
    try {
      void loadConsentScript(url);
      const script = document.querySelector<HTMLScriptElement>('script[data-consent-script]')!;
      expect(script.nonce || script.getAttribute('nonce')).toBe('page-nonce');
    } finally {
      meta.remove();
    }
  });

  it('a script that fails to load is only logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    void loadConsentScript(url);
    document.querySelector('script[data-consent-script]')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    warn.mockRestore();
  });

  it('resolves with the manager once the script has run, and with null when it fails', async () => {
    const loaded = loadConsentScript(url);
    expect(loadConsentScript(url)).toBe(loaded);
    const showPreferences = runScript();
    await expect(loaded).resolves.toEqual({ showPreferences });
    document.head.innerHTML = '';
    delete window.LenderConsent;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = loadConsentScript(url);
    consentScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeNull();
    warn.mockRestore();
  });

  it('when idle: waits for the load event, then for idle time, before adding the script', () => {
    const idle = jest.fn();
    const { win, fireLoad } = loadingWindow(idle);
    loadConsentScriptWhenIdle(url, win);
    expect(idle).not.toHaveBeenCalled();
    fireLoad();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it('when idle: a page already loaded waits only for idle time; the script is added then', () => {
    let whenIdle: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      whenIdle = () => callback({} as IdleDeadline);
      return 1;
    });
    try {
      loadConsentScriptWhenIdle(url);
      expect(consentScripts()).toHaveLength(0);
      whenIdle!();
      expect(consentScripts()).toHaveLength(1);
      expect(consentScripts()[0]).toHaveAttribute('src', url);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('when idle, without requestIdleCallback: the script is added just after the load event', () => {
    const { win, fireLoad, setTimeout } = loadingWindow();
    loadConsentScriptWhenIdle(url, win);
    expect(setTimeout).not.toHaveBeenCalled();
    fireLoad();
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
  });

  it('the privacy options get the manager at once while the script still waits for idle time', async () => {
    jest.useFakeTimers();
    loadConsentScriptWhenIdle(url);
    expect(consentScripts()).toHaveLength(0);
    const choice = consentManagerForChoice();
    expect(consentScripts()).toHaveLength(1);
    const showPreferences = runScript();
    await expect(choice).resolves.toEqual({ showPreferences });
    jest.runAllTimers();
    expect(consentScripts()).toHaveLength(1);
  });

  it('the privacy options get no manager on a brand without the script', async () => {
    await expect(consentManagerForChoice()).resolves.toBeNull();
    expect(consentScripts()).toHaveLength(0);
  });

  it('the manager is the script’s API once it is there', () => {
    expect(consentManager()).toBeNull();
    window.LenderConsent = { showPreferences: jest.fn() };
    expect(consentManager()).toBe(window.LenderConsent);
  });
});
