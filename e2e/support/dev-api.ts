/**
 * The dev API's development endpoints, for suites that sign in for real: the
 * outbox (emailed and texted codes), a persona's current TOTP code, putting one
 * persona back to the seed, and ending its pending first factors.
 */
import { expect } from '@playwright/test';
import { originOfApp } from './origins.ts';

export const DEV_API = originOfApp('dev-api');
export const SEED_PASSWORD = 'Correct-Horse-Battery-42';

interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
  sentAt: string;
  link?: string;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${DEV_API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  expect(response.ok, `${init?.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

export const outbox = (to: string) => json<OutboxMessage[]>(`/__dev/outbox?to=${encodeURIComponent(to)}`);

/** The code of the newest message to `to` sent after `since` (waits for it to arrive). */
export async function codeSentTo(to: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(to);
        code = newest && Date.parse(newest.sentAt) >= since ? newest.code : null;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

export const totpCode = async (email: string) =>
  (await json<{ code: string }>(`/__dev/totp?email=${encodeURIComponent(email)}`)).code;

export const resetPersona = (email: string) =>
  json('/__dev/reset', { method: 'POST', body: JSON.stringify({ email }) });

export const resetEverything = () => json('/__dev/reset', { method: 'POST' });

export const expireFirstFactors = (email: string) =>
  json('/__dev/first-factors/expire', { method: 'POST', body: JSON.stringify({ email }) });

export const setLimits = (limits: object) =>
  json('/__dev/limits', { method: 'POST', body: JSON.stringify(limits) });

/** An email no persona has and no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
