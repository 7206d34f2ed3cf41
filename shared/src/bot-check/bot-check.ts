/**
 * The bot check a login sends as `X-Recaptcha-Token`. The real reCAPTCHA script
 * cannot load on these machines (no third-party hosts), so it sits behind this
 * adapter: the local implementation asks the dev API for a signed single-use token
 * (`GET {apiBase}/__dev/recaptcha-token`); the reCAPTCHA implementation loads
 * Google's script once and runs `grecaptcha.execute`. The runtime configuration
 * chooses (`botCheck`), so production selects the real one without a rebuild.
 */
/** Where the dev API hands out local bot-check tokens (a development route, not a contract call). */
export const LOCAL_BOT_CHECK_PATH = '/__dev/recaptcha-token';

export const BOT_CHECK_FAILED_MESSAGE = 'We could not check that you are not a robot. Please try again.';

export interface BotCheck {
  /** A fresh token for one protected call. */
  token(action: string): Promise<string>;
}

export type BotCheckConfig = { provider: 'local' } | { provider: 'recaptcha'; siteKey: string };

export function createLocalBotCheck(
  apiBase: () => string,
  fetchImpl: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): BotCheck {
  return {
    async token() {
      const base = apiBase().replace(/\/+$/, '');
      let response: Response;
      try {
        response = await fetchImpl(`${base}${LOCAL_BOT_CHECK_PATH}`, { credentials: 'include' });
      } catch {
        throw new Error(BOT_CHECK_FAILED_MESSAGE);
      }
      const body: unknown = response.ok ? await response.json().catch(() => null) : null;
      const token = body && typeof body === 'object' && 'token' in body ? body.token : null;
      if (typeof token !== 'string' || !token) throw new Error(BOT_CHECK_FAILED_MESSAGE);
      return token;
    },
  };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export function createRecaptchaBotCheck(siteKey: string, doc: Document = document): BotCheck {
  let loading: Promise<Grecaptcha> | null = null;
  const load = () =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = doc.defaultView?.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else {
          loading = null; // a later login tries again
          reject(new Error(BOT_CHECK_FAILED_MESSAGE));
        }
      };
      script.onerror = () => {
        loading = null;
        reject(new Error(BOT_CHECK_FAILED_MESSAGE));
      };
      doc.head.append(script);
    }));
  return {
    async token(action) {
      const grecaptcha = await load();
      return grecaptcha.execute(siteKey, { action });
    },
  };
}

export function createBotCheck(config: BotCheckConfig, apiBase: () => string): BotCheck {
  return config.provider === 'recaptcha'
    ? createRecaptchaBotCheck(config.siteKey)
    : createLocalBotCheck(apiBase);
}
