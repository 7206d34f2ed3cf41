export { ES256K, ES256K_SIGNATURE_BYTES, signES256K, verifyES256K } from './es256k.ts';
export { HEX_MESSAGE_ERROR, hexMessageToBytes, isHexMessage } from './hex-message.ts';
export { signHexMessage, verifyHexSignature } from './hex-signature.ts';
export {
  JWT_HEADER,
  jwtSigningInput,
  jwtWithSignature,
  signJwtES256K,
  verifyJwtES256K,
  type VerifyJwtOptions,
} from './jwt-es256k.ts';
export {
  addressFromPublicKey,
  generateKeyPair,
  publicKeyHex,
  toKeyBytes,
  type KeyInput,
  type KeyPair,
} from './keys.ts';
export {
  buildSignedTokenPayload,
  JWT_DEFAULT_LIFETIME_S,
  signedTokenPayloadSchema,
  type BuildSignedTokenPayloadInput,
  type SignedTokenPayload,
} from './signed-token-payload.ts';
export {
  addressesFromToken,
  addressFromToken,
  MISSING_ADDR_ERROR,
  type TokenAddresses,
  walletOfLoginToken,
} from './token-address.ts';
