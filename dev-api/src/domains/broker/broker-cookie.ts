/**
 * The brokered session's cookie. The broker's sign-in page is a page, not a call,
 * so it cannot hand the app a bearer token; it leaves this cookie, which the app's
 * credentialed calls carry (http/router.ts reads it as the bearer), and logout
 * clears it.
 */
import { BROKER_SESSION_COOKIE } from '../../http/router.ts';

export const brokerSessionCookie = (token: string) =>
  `${BROKER_SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax`;

export const CLEAR_BROKER_SESSION_COOKIE = `${BROKER_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
