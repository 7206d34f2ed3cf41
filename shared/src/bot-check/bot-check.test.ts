import {
  BOT_CHECK_FAILED_MESSAGE,
  createLocalBotCheck,
  createRecaptchaBotCheck,
  RECAPTCHA_SCRIPT,
} from './bot-check.ts';

/** jsdom has no fetch Response; the adapter reads only `ok` and `json()`. */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

describe('the local bot check', () => {
  it('asks the dev API for a token', async () => {
    const fetchImpl = jest.fn(async () => answer(200, { token: 'local-recaptcha.1.x' }));
    const check = createLocalBotCheck(() => 'http://127.0.0.1:4000/', fetchImpl);
    await expect(check.token('login')).resolves.toBe('local-recaptcha.1.x');
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:4000/__dev/recaptcha-token', {
      credentials: 'include',
    });
  });

  it.each([
    ['a refused request', async () => answer(404, {})],
    ['an answer without a token', async () => answer(200, { token: '' })],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fails clearly on %s', async (_, fetchImpl) => {
    await expect(createLocalBotCheck(() => 'http://x', fetchImpl).token('login')).rejects.toThrow(
      BOT_CHECK_FAILED_MESSAGE,
    );
  });
});

describe('the reCAPTCHA bot check', () => {
  it('loads the script once and executes with the action', async () => {
    const execute = jest.fn(async () => 'recaptcha-token');
    const check = createRecaptchaBotCheck('site-key');
    const first = check.token('login');
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.google.com"]');
    expect(script?.src).toBe(`${RECAPTCHA_SCRIPT}?render=site-key`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script!.onload?.(new Event('load'));
    await expect(first).resolves.toBe('recaptcha-token');
    await expect(check.token('register')).resolves.toBe('recaptcha-token');
    expect(document.head.querySelectorAll('script[src^="https://www.google.com"]')).toHaveLength(1);
    expect(execute).toHaveBeenLastCalledWith('site-key', { action: 'register' });
    delete window.grecaptcha;
    script!.remove();
  });

  it('fails clearly when the script cannot load, and tries again next time', async () => {
    const check = createRecaptchaBotCheck('k');
    const first = check.token('login');
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="render=k"]')!;
    script.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow(BOT_CHECK_FAILED_MESSAGE);
    void check.token('login').catch(() => undefined);
    expect(document.head.querySelectorAll('script[src*="render=k"]')).toHaveLength(2);
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
});
