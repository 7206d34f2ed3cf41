/**
 * Answers a routed dev-API request in the browser, as the dev API would for the
 * shell's page: the page is cross-origin to the API and sends credentials, so
 * without these headers the browser would refuse the stubbed answer and the test
 * would exercise a CORS failure instead of the answer it meant.
 */
import type { Route } from '@playwright/test';
import { SHELL_ORIGIN } from './origins.ts';

export function fulfillAsDevApi(route: Route, answer: { status?: number; json: unknown }): Promise<void> {
  return route.fulfill({
    ...answer,
    headers: {
      'access-control-allow-origin': SHELL_ORIGIN,
      'access-control-allow-credentials': 'true',
    },
  });
}
