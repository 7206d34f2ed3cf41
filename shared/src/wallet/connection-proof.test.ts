import { signJwtES256K } from '../crypto/jwt-es256k.ts';
import { addressFromPublicKey, publicKeyHex } from '../crypto/keys.ts';
import {
  CONNECTION_PROOF_MESSAGES,
  connectionProofFault,
  sessionChangeFault,
  WalletProofError,
  type ConnectionClaim,
  type ConnectionProofFault,
} from './connection-proof.ts';
import { createInMemoryWallet } from './in-memory-wallet.ts';

const KEY = '4'.repeat(64);
const OTHER_KEY = '8'.repeat(64);
const PUBLIC_KEY = publicKeyHex(KEY);
const ADDRESS = addressFromPublicKey(PUBLIC_KEY);
const OTHER_ADDRESS = addressFromPublicKey(publicKeyHex(OTHER_KEY));
const GROUP = '0x00000000000000000000000000000000000000a1';
const NOW = 1_700_000_000_000;
const IAT = NOW / 1000;
const fresh = { iat: IAT, exp: IAT + 1440 };
const expired = { iat: IAT - 3000, exp: IAT - 1560 };

const token = (claims: object, key = KEY) => signJwtES256K({ ...fresh, ...claims }, key);
const answer = (change: Partial<ConnectionClaim> = {}): ConnectionClaim => ({
  address: ADDRESS,
  publicKey: PUBLIC_KEY,
  signedJWT: token({ addr: ADDRESS, sub: PUBLIC_KEY }),
  representedGroupPolicy: null,
  ...change,
});
const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({ addr: ADDRESS }),
).toString('base64url')}.`;
const [header, , signature] = token({ addr: ADDRESS }).split('.');
const tampered = `${header}.${Buffer.from(JSON.stringify({ addr: OTHER_ADDRESS })).toString('base64url')}.${signature}`;

describe('connectionProofFault', () => {
  it.each<[string, Partial<ConnectionClaim>, boolean, ConnectionProofFault | null]>([
    ['good: a token the key signed, naming the address', {}, false, null],
    [
      'good: the address in other letter case',
      { address: ADDRESS.toUpperCase().replace('0X', '0x') },
      false,
      null,
    ],
    [
      'good: a token with only addr (no time claims)',
      { signedJWT: signJwtES256K({ addr: ADDRESS }, KEY) },
      false,
      null,
    ],
    [
      'good: grp present, the group policy the wallet acts for',
      { signedJWT: token({ addr: ADDRESS, grp: GROUP }), representedGroupPolicy: { address: GROUP } },
      false,
      null,
    ],
    ['not a JWT', { signedJWT: 'x' }, false, 'not-a-jwt'],
    ['no token', { signedJWT: null }, false, 'not-a-jwt'],
    ['an unsigned token (alg none)', { signedJWT: unsigned }, false, 'not-a-jwt'],
    ['three parts that are not JSON', { signedJWT: 'a.b.c' }, false, 'not-a-jwt'],
    [
      'a bad signature: another key signed it',
      { signedJWT: token({ addr: ADDRESS }, OTHER_KEY) },
      false,
      'bad-signature',
    ],
    ['a bad signature: the payload was changed', { signedJWT: tampered }, false, 'bad-signature'],
    [
      'key/address mismatch: an address not of the key',
      { address: OTHER_ADDRESS, signedJWT: token({ addr: OTHER_ADDRESS }) },
      false,
      'key-address',
    ],
    ['key/address mismatch: a key that is no key', { publicKey: '02ab' }, false, 'key-address'],
    ['key/address mismatch: no key', { publicKey: null }, false, 'key-address'],
    [
      'key/address mismatch: an address that is not text',
      { address: 7 as unknown as string },
      false,
      'key-address',
    ],
    [
      'addr mismatch: the token names another wallet',
      { signedJWT: token({ addr: OTHER_ADDRESS }) },
      false,
      'addr',
    ],
    ['addr mismatch: the token names none', { signedJWT: token({ sub: PUBLIC_KEY }) }, false, 'addr'],
    [
      'grp present, the wallet acting for no group',
      { signedJWT: token({ addr: ADDRESS, grp: GROUP }) },
      false,
      'grp',
    ],
    [
      'grp present, another group than the policy',
      { signedJWT: token({ addr: ADDRESS, grp: OTHER_ADDRESS }), representedGroupPolicy: { address: GROUP } },
      false,
      'grp',
    ],
    [
      'a group policy whose address is not text',
      {
        signedJWT: token({ addr: ADDRESS, grp: GROUP }),
        representedGroupPolicy: { address: 1 as unknown as string },
      },
      false,
      'grp',
    ],
    [
      'grp absent, the wallet acting for a group',
      { representedGroupPolicy: { address: GROUP } },
      false,
      'grp',
    ],
    ['an expired token, on a connect', { signedJWT: token({ addr: ADDRESS, ...expired }) }, false, 'expired'],
    ['an expired token, restored', { signedJWT: token({ addr: ADDRESS, ...expired }) }, true, null],
    [
      'an expired token another key signed, restored',
      { signedJWT: token({ addr: ADDRESS, ...expired }, OTHER_KEY) },
      true,
      'bad-signature',
    ],
    ['not a JWT, restored', { signedJWT: 'x' }, true, 'not-a-jwt'],
  ])('%s (restored: %s) → %s', (_, change, restored, fault) => {
    expect(connectionProofFault(answer(change), { now: NOW, restored })).toBe(fault);
  });

  it('passes what the in-memory wallet answers, for itself and for a group', async () => {
    const wallet = createInMemoryWallet({ groups: [GROUP] });
    const connected = await wallet.connect({});
    expect(connectionProofFault(connected, { now: Date.now() })).toBeNull();
    const switched = await wallet.switchToGroup(GROUP);
    expect(connectionProofFault({ ...connected, ...switched }, { now: Date.now() })).toBeNull();
  });

  it('refuses with a clear message for each fault', () => {
    const error = new WalletProofError('addr');
    expect(error).toMatchObject({ name: 'WalletProofError', fault: 'addr' });
    expect(error.message).toBe("The wallet's token names another wallet. Connect the wallet again.");
    expect(new Set(Object.values(CONNECTION_PROOF_MESSAGES)).size).toBe(6);
  });
});

// Issue 26, item 9: what a connected session takes later (a wallet's session update, the
// token signJWT or switchToGroup brings) is proved once merged into the session.
describe('sessionChangeFault', () => {
  const session = answer();
  /** A session restored from storage: its token has expired, its connection has not. */
  const restored = answer({ signedJWT: token({ addr: ADDRESS, ...expired }) });
  const otherWallet = {
    address: OTHER_ADDRESS,
    publicKey: publicKeyHex(OTHER_KEY),
    signedJWT: token({ addr: OTHER_ADDRESS }, OTHER_KEY),
  };

  it.each<[string, ConnectionClaim, Partial<ConnectionClaim> | undefined, ConnectionProofFault | null]>([
    ['no change', session, undefined, null],
    ['a change of none of the four (an expired token kept)', restored, {}, null],
    ['the same values again', restored, { address: ADDRESS, signedJWT: restored.signedJWT }, null],
    ['undefined values change nothing', restored, { address: undefined, signedJWT: undefined }, null],
    ['a fresh token of the same key (signJWT)', restored, { signedJWT: token({ addr: ADDRESS }) }, null],
    [
      'a fresh token and its group (switchToGroup)',
      session,
      { signedJWT: token({ addr: ADDRESS, grp: GROUP }), representedGroupPolicy: { address: GROUP } },
      null,
    ],
    [
      'back to no group, with a token naming none',
      answer({ signedJWT: token({ addr: ADDRESS, grp: GROUP }), representedGroupPolicy: { address: GROUP } }),
      { signedJWT: token({ addr: ADDRESS }), representedGroupPolicy: null },
      null,
    ],
    ['another wallet whose key, address and token agree', session, otherWallet, null],
    ['a new token that is not a JWT', session, { signedJWT: 'forged' }, 'not-a-jwt'],
    [
      'a new token that has expired (checked fully)',
      session,
      { signedJWT: token({ addr: ADDRESS, ...expired }) },
      'expired',
    ],
    [
      'a new token another key signed',
      session,
      { signedJWT: token({ addr: ADDRESS }, OTHER_KEY) },
      'bad-signature',
    ],
    ['a new token naming another wallet', session, { signedJWT: token({ addr: OTHER_ADDRESS }) }, 'addr'],
    ['another address, the key and token kept', restored, { address: OTHER_ADDRESS }, 'key-address'],
    [
      'another key, the address and token kept',
      session,
      { publicKey: publicKeyHex(OTHER_KEY) },
      'key-address',
    ],
    ['a group the kept token does not name', session, { representedGroupPolicy: { address: GROUP } }, 'grp'],
    [
      'a group and a token that does not name it',
      session,
      { signedJWT: token({ addr: ADDRESS }), representedGroupPolicy: { address: GROUP } },
      'grp',
    ],
  ])('%s → %s', (_, before, change, fault) => {
    expect(sessionChangeFault(before, change, NOW)).toBe(fault);
  });
});
