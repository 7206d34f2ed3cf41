/**
 * Whose passport the screen loads: the creator's when the identity names a group (in
 * either of its forms), the account's own otherwise, also when no identity loads.
 */
import { brokerFigureInfo } from '@lender/shared/endpoints/broker';
import { getIdentity } from '@lender/shared/endpoints/identity';
import {
  getCreatorPassport,
  getCreatorPassportStatus,
  getPassport,
  getPassportStatus,
} from '@lender/shared/endpoints/passport';
import {
  createMockApi,
  installMockApi,
  reply,
  replyErrors,
  route,
  type MockRoute,
} from '@lender/shared/testing';
import { loadPassport } from './passport-calls.ts';

const statuses = { kycStatus: 'APPROVED', attestationStatus: null, attestationVerificationStatus: null };
const passportOf = (owner: string) => ({
  passportUuid: `passport-${owner}`,
  passportStructureType: 'INDIVIDUAL',
  ownerWalletAddress: owner,
  ...statuses,
});

const api = installMockApi(
  createMockApi(
    route(getPassport, () => reply(passportOf('own'))),
    route(getPassportStatus, () => reply(statuses)),
    route(getCreatorPassport, () => reply(passportOf('creator'))),
    route(getCreatorPassportStatus, () => reply(statuses)),
  ),
);

const broker = (wallet?: { groupPolicyAddress?: string }) =>
  route(brokerFigureInfo, () =>
    reply({
      uuid: 'b-1',
      organizationCode: 'KEYSTONE',
      profileType: 'AGENT',
      email: 'a@example.com',
      isBroker: true,
      wallet,
    }),
  );
const legacy = (headers: Record<string, string>) => [
  route(brokerFigureInfo, () => replyErrors(404, 'Not a broker session')),
  route(getIdentity, () =>
    reply(
      {
        uuid: 'l-1',
        organizationCode: 'KEYSTONE',
        profileType: 'CUSTOMER',
        aliases: [],
        passwordExpired: false,
        twoFactorEnabled: false,
        totpVerified: false,
      },
      { headers },
    ),
  ),
];
const noIdentity = [
  route(brokerFigureInfo, () => replyErrors(404, 'Not a broker session')),
  route(getIdentity, () => replyErrors(500, 'Down')),
];

it.each<[string, string, MockRoute[]]>([
  ['the broker identity names a group', 'creator', [broker({ groupPolicyAddress: 'grp-1' })]],
  ['the broker identity has a wallet but no group', 'own', [broker({})]],
  ['the broker identity has no wallet', 'own', [broker()]],
  ['the legacy identity names a group (x-grp)', 'creator', legacy({ 'x-grp': 'grp-1' })],
  ['the legacy identity names none', 'own', legacy({})],
  ['no identity loads', 'own', noIdentity],
])('when %s, loads the %s passport and its statuses', async (_, whose, identity) => {
  api.use(...identity);
  const answer = await loadPassport();
  expect(answer).toEqual({ kind: 'found', passport: passportOf(whose) });
  const creator = whose === 'creator';
  expect(api.requestsTo(getCreatorPassport)).toHaveLength(creator ? 1 : 0);
  expect(api.requestsTo(getCreatorPassportStatus)).toHaveLength(creator ? 1 : 0);
  expect(api.requestsTo(getPassport)).toHaveLength(creator ? 0 : 1);
  expect(api.requestsTo(getPassportStatus)).toHaveLength(creator ? 0 : 1);
});

it('reads a 404 on the passport as "no passport yet"', async () => {
  api.use(
    broker(),
    route(getPassport, () => replyErrors(404, 'No passport')),
  );
  expect(await loadPassport()).toEqual({ kind: 'none' });
});
