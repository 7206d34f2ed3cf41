import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@lender/shared';
import { QUERY_DEFAULTS } from './client.ts';
import { queryKeys } from './keys.ts';
import { forgetAsked, readAsked } from './reads.ts';
import { dropAskedOnTokenChange } from './token-scope.ts';

const token = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const PAT = token({ sub: 'u-pat', addr: 'tp1pat' });
const PAT_FOR_ORG = token({ sub: 'u-pat', addr: 'tp1pat', grp: 'tp1org' });
const SAM = token({ sub: 'u-sam', addr: 'tp1sam' });

/** A load that answers when told: `settle(value)`. */
function held<T>() {
  let settle!: (value: T) => void;
  const load = jest.fn((signal: AbortSignal) => {
    void signal;
    return new Promise<T>((resolve) => (settle = resolve));
  });
  return { load, settle: (value: T) => settle(value) };
}

let client: QueryClient;
let stop: () => void;
beforeEach(() => {
  sessionStore.getState().clearSession();
  client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  stop = dropAskedOnTokenChange(client);
});
afterEach(() => {
  stop();
  client.clear();
});

describe('readAsked', () => {
  it('loads once and answers from the cache after that', async () => {
    sessionStore.getState().setJwt(PAT);
    const load = jest.fn().mockResolvedValue(['pat-account']);
    await expect(readAsked(queryKeys.accounts, load, client)).resolves.toEqual(['pat-account']);
    await expect(readAsked(queryKeys.accounts, load, client)).resolves.toEqual(['pat-account']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next read (the screen’s Retry) loads again, and nothing loads on its own', async () => {
    sessionStore.getState().setJwt(PAT);
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['pat-account']);
    await expect(readAsked(queryKeys.accounts, load, client)).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(readAsked(queryKeys.accounts, load, client)).resolves.toEqual(['pat-account']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for nobody: without a token each read asks the service (which refuses it)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('401'));
    await expect(readAsked(queryKeys.accounts, load, client)).rejects.toThrow('401');
    await expect(readAsked(queryKeys.accounts, load, client)).rejects.toThrow('401');
    expect(load).toHaveBeenCalledTimes(2);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([
    ['a sign-in as someone else', () => sessionStore.getState().setJwt(SAM)],
    ['an account switch', () => sessionStore.getState().setJwt(PAT_FOR_ORG)],
    [
      'a 401 and a sign-in again',
      () => (sessionStore.getState().clearJwt(), sessionStore.getState().setJwt(PAT)),
    ],
  ])('after %s, the previous token’s answer is gone', async (_, change) => {
    sessionStore.getState().setJwt(PAT);
    await readAsked(queryKeys.accounts, () => Promise.resolve(['pat-account']), client);
    change();
    expect(client.getQueryCache().findAll({ queryKey: ['asked'] })).toHaveLength(0);
    const load = jest.fn().mockResolvedValue(['new-answer']);
    await expect(readAsked(queryKeys.accounts, load, client)).resolves.toEqual(['new-answer']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what anyone may read (the banners) across a change of token', () => {
    sessionStore.getState().setJwt(PAT);
    client.setQueryData(queryKeys.banners('production'), ['banner']);
    sessionStore.getState().setJwt(SAM);
    expect(client.getQueryData(queryKeys.banners('production'))).toEqual(['banner']);
  });

  it('a load still on its way when the token changes answers for the new token, never the old', async () => {
    sessionStore.getState().setJwt(PAT);
    const first = held<string[]>();
    const reading = readAsked(queryKeys.accounts, first.load, client);
    await Promise.resolve();
    expect(first.load).toHaveBeenCalledTimes(1);
    const [signal] = first.load.mock.calls[0]!;
    first.load.mockImplementation(() => Promise.resolve(['sam-account']));
    sessionStore.getState().setJwt(SAM);
    expect(signal.aborted).toBe(true);
    first.settle(['pat-account']);
    await expect(reading).resolves.toEqual(['sam-account']);
    expect(
      client.getQueryData(queryKeys.accounts({ sub: 'u-pat', addr: 'tp1pat', grp: null })),
    ).toBeUndefined();
  });

  it('a write that forgets its entry: the next read loads what the write changed', async () => {
    sessionStore.getState().setJwt(PAT);
    const load = jest.fn().mockResolvedValueOnce(['one']).mockResolvedValue(['one', 'two']);
    await readAsked(queryKeys.accounts, load, client);
    forgetAsked(queryKeys.accounts, client);
    await expect(readAsked(queryKeys.accounts, load, client)).resolves.toEqual(['one', 'two']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a selection (same token) forgets what answers for the account acting, not the accounts list', async () => {
    sessionStore.getState().setJwt(PAT);
    const identity = jest.fn().mockResolvedValueOnce('own account').mockResolvedValue('organization');
    const passport = jest.fn().mockResolvedValueOnce('own passport').mockResolvedValue("creator's");
    const accounts = jest.fn().mockResolvedValue(['own', 'organization']);
    const read = () =>
      Promise.all([
        readAsked((asker) => queryKeys.identity(asker, 'borrower'), identity, client),
        readAsked((asker) => queryKeys.passport(asker, false), passport, client),
        readAsked(queryKeys.accounts, accounts, client),
      ]);
    await expect(read()).resolves.toEqual(['own account', 'own passport', ['own', 'organization']]);
    forgetAsked(queryKeys.acting, client);
    await expect(read()).resolves.toEqual(['organization', "creator's", ['own', 'organization']]);
    expect(accounts).toHaveBeenCalledTimes(1);
  });
});
