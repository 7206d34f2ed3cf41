/**
 * A compact token with `claims` and no signature, for tests: the modal reads a login
 * token's claims and a wallet token's time claims, never their signatures.
 */
export const unsignedToken = (claims: object): string =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
