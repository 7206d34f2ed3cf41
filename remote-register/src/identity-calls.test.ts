import { createMockApi, identityHandlers, installMockApi, reply, route } from '@lender/shared/testing';
import { register } from '@lender/shared/endpoints/identity';
import { startRegistration } from './identity-calls.ts';

const api = installMockApi(createMockApi(...identityHandlers()));

describe('startRegistration', () => {
  it.each([
    ['the answer’s loginUuid', { loginUuid: 'login-reg-1' }, 'login-reg-1'],
    ['an empty one when the answer has none', {}, ''],
  ])('sends the email and returns %s', async (_case, answer, loginUuid) => {
    api.use(route(register, () => reply(answer)));
    await expect(startRegistration('new.borrower@example.com')).resolves.toBe(loginUuid);
    expect(api.requestsTo(register).at(-1)!.body).toEqual({ email: 'new.borrower@example.com' });
  });
});
