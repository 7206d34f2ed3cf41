import type { ApiClient } from '@lender/shared';
import type { FlowIntentRecord, Passport } from '@lender/shared/onboarding';
import { getPassport, getPassportStatus } from '@lender/shared/endpoints/passport';
import { answerOf, backLinkOf, passportFrom, planRedirect } from './passport-plan.ts';

const SITE = 'https://provider.example';
const passport = (kycStatus: string, structure = 'INDIVIDUAL'): Passport => ({
  passportUuid: 'p-1',
  passportStructureType: structure,
  ownerWalletAddress: '0xowner',
  kycStatus,
  attestationStatus: 'UNKNOWN_STATUS',
  attestationVerificationStatus: 'UNKNOWN_STATUS',
});
const statuses = (kycStatus: string) => ({
  kycStatus: kycStatus,
  attestationStatus: 'VALID' as const,
  attestationVerificationStatus: 'IN_PROGRESS' as const,
});

describe('passportFrom', () => {
  it.each([
    [
      'both answered: the statuses from the status call',
      { ok: true, value: passport('UNKNOWN_STATUS') },
      { ok: true, value: statuses('VALID') },
      {
        kind: 'found',
        passport: {
          ...passport('VALID'),
          attestationStatus: 'VALID',
          attestationVerificationStatus: 'IN_PROGRESS',
        },
      },
    ],
    ['a 404: no passport yet', { ok: false, status: 404 }, { ok: false, status: 404 }, { kind: 'none' }],
    [
      'another failure of the passport',
      { ok: false, status: 500 },
      { ok: true, value: statuses('VALID') },
      { kind: 'failed' },
    ],
    [
      'a failure of the statuses',
      { ok: true, value: passport('VALID') },
      { ok: false, status: 503 },
      { kind: 'failed' },
    ],
    ['a network failure (status 0)', { ok: false, status: 0 }, { ok: false, status: 0 }, { kind: 'failed' }],
  ] as const)('%s', (_, one, two, answer) => {
    expect(passportFrom(one, two)).toEqual(answer);
  });
});

const base = () => ({ connectedWalletAddress: '0xowner', ownerWallet: null, site: `${SITE}/` });

describe('planRedirect', () => {
  it.each([
    [
      'no passport yet: type of investor',
      { intent: 'kyc' },
      { kind: 'none' },
      `${SITE}/universal-passport/onboarding/type-of-investor?intent=kyc`,
    ],
    [
      'a load error: landing',
      { intent: 'kyc' },
      { kind: 'failed' },
      `${SITE}/universal-passport/landing?intent=kyc`,
    ],
    [
      'a passport in progress: resume, the uuid filled into the record',
      { intent: 'kyc' },
      { kind: 'found', passport: passport('IN_PROGRESS') },
      `${SITE}/universal-passport/onboarding/p-1/resume?intent=kyc&passportUuid=p-1`,
    ],
    [
      'ADD_MEMBER: add-member',
      { intent: 'kyc', option: 'ADD_MEMBER' },
      { kind: 'found', passport: passport('VALID') },
      `${SITE}/universal-passport/group-manager/p-1/add-member?intent=kyc&option=ADD_MEMBER&passportUuid=p-1`,
    ],
  ] as const)('%s', (_, record, answer, url) => {
    const plan = planRedirect({ ...base(), record, answer });
    expect(plan).toMatchObject({ kind: 'go', url });
  });

  it('keeps a passport uuid the intent gave', () => {
    const plan = planRedirect({
      ...base(),
      record: { intent: 'kyc', passportUuid: 'given' },
      answer: { kind: 'found', passport: passport('IN_PROGRESS') },
    });
    expect(plan).toMatchObject({ kind: 'go', record: { passportUuid: 'given' } });
  });

  it('is blocked, and logs the rule, when a flow rule fails', () => {
    const log = jest.fn();
    const plan = planRedirect(
      {
        ...base(),
        record: { intent: '506b', option: 'EDIT_KYC' },
        answer: { kind: 'found', passport: passport('VALID') },
      },
      log,
    );
    expect(plan).toEqual({ kind: 'blocked' });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'EDIT_KYC needs the kyc intent' }));
  });

  it("checks an organization's add-ons against the owner wallet chosen for it", () => {
    const record: FlowIntentRecord = {
      intent: '506b',
      option: 'ONLY_ADD_ONS',
      addOns: ['SUITABILITY_QUESTIONNAIRE'],
    };
    const answer = { kind: 'found', passport: passport('VALID', 'ENTITY') } as const;
    const log = jest.fn();
    expect(
      planRedirect(
        { ...base(), record, answer, connectedWalletAddress: '0xmember', ownerWallet: '0xother' },
        log,
      ),
    ).toEqual({ kind: 'blocked' });
    expect(
      planRedirect(
        { ...base(), record, answer, connectedWalletAddress: '0xmember', ownerWallet: '0xMEMBER' },
        log,
      ),
    ).toMatchObject({ kind: 'go' });
  });
});

describe('a passport as the gateway sends it (spec section 4, step 4: only a failed load is landing)', () => {
  /** A client whose every call is answered 200 with `body`, read by the endpoint's own schema. */
  const answering = (body: unknown): ApiClient => ({
    request: <T>() => Promise.resolve({ status: 200, data: body as T, headers: new Headers() }),
  });
  const sent = { passportUuid: 'p-1', passportStructureType: 'INDIVIDUAL', ownerWalletAddress: '0xowner' };
  const statusesOf = (body: Record<string, unknown>) => {
    const { passportUuid: _, passportStructureType: __, ownerWalletAddress: ___, ...rest } = body;
    return rest;
  };
  const known = { kycStatus: 'VALID', attestationStatus: 'VALID', attestationVerificationStatus: 'VALID' };
  const { kycStatus: _kyc, ...noKyc } = known;
  const PAGE = `${SITE}/universal-passport`;

  it.each([
    ['kyc status missing: type of investor', 'kyc', { ...sent, ...noKyc }, 'onboarding/type-of-investor'],
    ['kyc status null', 'kyc', { ...sent, ...known, kycStatus: null }, 'onboarding/type-of-investor'],
    [
      'a kyc status we do not know',
      'kyc',
      { ...sent, ...known, kycStatus: 'VALID_SOMEWHERE_ELSE' },
      'onboarding/type-of-investor',
    ],
    [
      'UNKNOWN_STATUS',
      'kyc',
      { ...sent, ...known, kycStatus: 'UNKNOWN_STATUS' },
      'onboarding/type-of-investor',
    ],
    [
      'a 506b status we do not know is in no group: not complete, not started',
      '506b',
      { ...sent, ...known, attestationStatus: 'NEW_STATUS' },
      'onboarding/type-of-investor',
    ],
    [
      'a 506c status we do not know, or none',
      '506c',
      { ...sent, ...known, attestationVerificationStatus: 'NEW_STATUS', attestationStatus: undefined },
      'onboarding/type-of-investor',
    ],
    ['every status known and complete: landing', 'kyc', { ...sent, ...known }, 'landing'],
    ['no passport uuid: not a passport, a load error', 'kyc', { ...known }, 'landing'],
    ['not an object: a load error', 'kyc', 'VALID', 'landing'],
  ] as const)('%s', async (_, intent, body, page) => {
    const status = typeof body === 'object' ? statusesOf(body) : body;
    const answer = passportFrom(
      await answerOf(() => getPassport.call(answering(body), {})),
      await answerOf(() => getPassportStatus.call(answering(status), {})),
    );
    const plan = planRedirect({ ...base(), record: { intent }, answer });
    expect(plan.kind === 'go' ? plan.url.split('?')[0] : plan.kind).toBe(`${PAGE}/${page}`);
  });
});

describe('backLinkOf', () => {
  const origin = 'https://lender.example';
  it.each([
    [
      'the intent’s own address',
      { intent: 'kyc', redirectUrl: 'https://lender.example/loans?id=1' },
      '/loans?id=1',
    ],
    ['a path', { intent: 'kyc', redirectUrl: '/applications' }, '/applications'],
    ['a foreign address: the default', { intent: 'kyc', redirectUrl: 'https://evil.example/' }, '/dashboard'],
    ['no redirect: the default', { intent: 'kyc' }, '/dashboard'],
    ['no record: the default', null, '/dashboard'],
  ] as const)('%s', (_, record, back) => {
    expect(backLinkOf(record, origin)).toBe(back);
  });
});
