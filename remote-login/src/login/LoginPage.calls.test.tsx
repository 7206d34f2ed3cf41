/** What the login's calls say about the page (spec section 7): the tracker, the query, the organization. */
import { act, screen, waitFor } from '@testing-library/react';
import { ORG_INFO_ELEMENT_ID } from '@lender/shared/contracts';
import { pageExit, setRuntimeConfig } from '@lender/shared';
import { brokerLogin } from '@lender/shared/endpoints/broker';
import { login, sendToken } from '@lender/shared/endpoints/identity';
import { setPageTelemetry } from '@lender/shared/telemetry';
import {
  createMockApi,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  localRuntimeConfig,
  reply,
  route,
} from '@lender/shared/testing';
import { fillAndSubmit, pageTelemetryWithTracker, renderLogin } from './login-page.testing.tsx';
import { TRACKER_WAIT_MS } from './page-context.ts';

const api = installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));
const requestsTo = api.requestsTo;

describe('what the calls say about the page (spec section 7)', () => {
  beforeEach(() => setPageTelemetry(pageTelemetryWithTracker('tracker-42')));
  afterEach(() => {
    setPageTelemetry(null);
    document.getElementById(ORG_INFO_ELEMENT_ID)?.remove();
  });

  it('the password login and the passcode send carry the page’s telemetryTrackingId', async () => {
    const { user } = renderLogin();
    await fillAndSubmit(user, 'pat@example.com', 'pw');
    await waitFor(() => expect(requestsTo(login)).toHaveLength(1));
    expect(requestsTo(login)[0]!.body).toEqual({
      email: 'pat@example.com',
      password: 'pw',
      telemetryTrackingId: 'tracker-42',
    });
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await waitFor(() => expect(requestsTo(sendToken)).toHaveLength(1));
    expect(requestsTo(sendToken)[0]!.body).toEqual({
      email: 'pat@example.com',
      telemetryTrackingId: 'tracker-42',
    });
  });

  it('the broker login sends the page’s query, the tracker and the organization (X-Org)', async () => {
    setRuntimeConfig(localRuntimeConfig({ audience: 'agent' }));
    const orgInfo = document.createElement('script');
    orgInfo.type = 'application/json';
    orgInfo.id = ORG_INFO_ELEMENT_ID;
    orgInfo.textContent = JSON.stringify({
      orgCode: 'keystone_wholesale',
      canonicalOrgCode: 'KEYSTONE_WHOLESALE',
    });
    document.head.append(orgInfo);
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(route(brokerLogin, () => reply({ redirect: 'http://127.0.0.1:4000/identity-broker/authorize' })));
    try {
      const { user } = renderLogin('/auth/login?flow=wholesale-new-user&externalStateNonce=forged');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
      const [request] = requestsTo(brokerLogin);
      expect(request!.headers.get('X-Org')).toBe('KEYSTONE_WHOLESALE');
      expect(request!.query.get('flow')).toBe('wholesale-new-user');
      expect(request!.query.get('telemetryTrackingId')).toBe('tracker-42');
      // The page's query cannot choose the nonce: ours is the one saved for the return.
      const nonce = request!.query.get('externalStateNonce')!;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(localStorage.getItem(`login-state:${nonce}`)).not.toBeNull();
    } finally {
      assign.mockRestore();
      setRuntimeConfig(localRuntimeConfig());
    }
  });

  it('signs in without a tracker when telemetry never answers', async () => {
    setPageTelemetry({
      ...pageTelemetryWithTracker('never'),
      trackingId: () => new Promise(() => undefined),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, router } = renderLogin();
      await fillAndSubmit(user, 'pat@example.com', 'pw');
      await act(async () => jest.advanceTimersByTimeAsync(TRACKER_WAIT_MS));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(requestsTo(login)[0]!.body).not.toHaveProperty('telemetryTrackingId');
    } finally {
      jest.useRealTimers();
    }
  });
});
