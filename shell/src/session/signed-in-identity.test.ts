import { sessionStore } from '@lender/shared';
import { type Identity } from '@lender/shared/endpoints/identity';
import { loadIdentityWhenSignedIn, reloadIdentity } from './signed-in-identity.ts';

const identity = (uuid: string): Identity => ({
  form: 'broker',
  value: { uuid, email: `${uuid}@example.com` } as Extract<Identity, { form: 'broker' }>['value'],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => sessionStore.getState().clearSession());

it('loads the identity for a token already there, and for each new login', async () => {
  sessionStore.getState().setJwt('t1');
  const load = jest.fn((jwt: string, _fresh: boolean) => Promise.resolve(identity(`id-${jwt}`)));
  const stop = loadIdentityWhenSignedIn({ load });
  await settle();
  expect(sessionStore.getState().identity).toEqual(identity('id-t1'));

  sessionStore.getState().clearSession();
  expect(sessionStore.getState().identity).toBeNull();
  sessionStore.getState().setJwt('t2');
  await settle();
  expect(load.mock.calls.map(([jwt]) => jwt)).toEqual(['t1', 't2']);
  expect(sessionStore.getState().identity).toEqual(identity('id-t2'));
  stop();
});

it('drops an answer that comes after a logout, and logs a failure', async () => {
  let answer: (value: Identity) => void = () => undefined;
  const load = jest.fn(() => new Promise<Identity>((resolve) => (answer = resolve)));
  const log = jest.fn();
  const stop = loadIdentityWhenSignedIn({ load, log });
  sessionStore.getState().setJwt('t1');
  sessionStore.getState().clearSession();
  answer(identity('late'));
  await settle();
  expect(sessionStore.getState().identity).toBeNull();
  stop();

  const failing = loadIdentityWhenSignedIn({ load: () => Promise.reject(new Error('User not found')), log });
  sessionStore.getState().setJwt('t3');
  await settle();
  expect(log).toHaveBeenCalledWith('The signed-in identity could not be loaded', new Error('User not found'));
  expect(sessionStore.getState().identity).toBeNull();
  failing();
});

it('reloads the identity for the current token after an account switch, and does nothing signed out', async () => {
  const load = jest.fn((jwt: string, _fresh: boolean) => Promise.resolve(identity(`id-${jwt}`)));
  await reloadIdentity({ load });
  expect(load).not.toHaveBeenCalled();
  sessionStore.getState().setJwt('t1');
  await reloadIdentity({ load });
  // No identity yet: the read under way for the token, not a fresh one.
  expect(load).toHaveBeenLastCalledWith('t1', false);
  sessionStore.getState().setIdentity(identity('before-the-switch'));
  await reloadIdentity({ load });
  expect(sessionStore.getState().identity).toEqual(identity('id-t1'));
  // Loaded again, not the cached answer: the account acting changed.
  expect(load).toHaveBeenLastCalledWith('t1', true);
});

it('a token of someone else (another tab signed in over this one), or of another account, empties the identity and loads theirs', async () => {
  const jwt = (claims: object) =>
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const pat = jwt({ sub: 'u-pat', email: 'pat@example.com' });
  const patRenewed = jwt({ sub: 'u-pat', email: 'pat@example.com', exp: 2_000_000_000 });
  const patForOrg = jwt({ sub: 'u-pat', email: 'pat@example.com', grp: 'tp1org' });
  const sam = jwt({ sub: 'u-sam', email: 'sam@example.com' });
  let answer: (value: Identity) => void = () => undefined;
  const load = jest.fn((token: string) =>
    token === sam ? new Promise<Identity>((resolve) => (answer = resolve)) : Promise.resolve(identity('pat')),
  );
  sessionStore.getState().setJwt(pat);
  const stop = loadIdentityWhenSignedIn({ load });
  await settle();
  expect(sessionStore.getState().identity).toEqual(identity('pat'));
  // The same person's token renewed: the identity stays.
  sessionStore.getState().setJwt(patRenewed);
  expect(sessionStore.getState().identity).toEqual(identity('pat'));
  // Another account of theirs: emptied, and theirs loads again.
  sessionStore.getState().setJwt(patForOrg);
  expect(sessionStore.getState().identity).toBeNull();
  await settle();
  expect(sessionStore.getState().identity).toEqual(identity('pat'));
  // Someone else's: nobody is shown until theirs answers.
  sessionStore.getState().setJwt(sam);
  expect(sessionStore.getState().identity).toBeNull();
  answer(identity('sam'));
  await settle();
  expect(sessionStore.getState().identity).toEqual(identity('sam'));
  expect(load.mock.calls.map(([token]) => token)).toEqual([pat, patForOrg, sam]);
  stop();
});
