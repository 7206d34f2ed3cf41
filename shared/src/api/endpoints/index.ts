/**
 * Every endpoint the front end calls, by operation id: the registry the OpenAPI
 * contract is generated from. Add an endpoint's file, then list it here.
 */
import { getIdentity } from './identity/get-identity.ts';
import { login } from './identity/login.ts';
import { redeemToken } from './identity/redeem-token.ts';
import { sendToken } from './identity/send-token.ts';

export const endpoints = { login, sendToken, redeemToken, getIdentity } as const;

export type EndpointId = keyof typeof endpoints;
