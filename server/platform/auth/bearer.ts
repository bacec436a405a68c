/**
 * Bearer JWTs (from GET /api/auth/token) for clients that cannot use the
 * session cookie. Verified against this server's own JWKS; an expired token is
 * refused, and a bad signature is answered 'Invalid JWT signature'.
 *
 * Each token names the session it was issued for (the `sid` claim, see
 * auth.ts): the token is good only while that session exists, so signing out
 * (or a password reset, which ends every session) ends its tokens at once,
 * not when they expire.
 */
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { ApiError } from '../errors.ts';
import type { Auth } from './auth.ts';

export const INVALID_JWT_SIGNATURE = 'Invalid JWT signature';
/** The claim holding the id of the session a token was issued for. */
export const SESSION_CLAIM = 'sid';
export const SESSION_ENDED = COMMON_MESSAGES.sessionEnded;

export async function verifyBearerToken(
  auth: Auth,
  token: string,
  issuer: string,
): Promise<{ userId: string; sessionId: string }> {
  const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer,
      audience: issuer,
    });
    if (!payload.sub) throw new ApiError(401, 'invalid_token', 'The token names no user.');
    const sessionId = payload[SESSION_CLAIM];
    if (typeof sessionId !== 'string' || !sessionId) {
      throw new ApiError(401, 'invalid_token', 'The token names no session. Sign in again.');
    }
    return { userId: payload.sub, sessionId };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired)
      throw new ApiError(401, 'token_expired', 'The token has expired. Sign in again.');
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JWKSNoMatchingKey
    ) {
      throw new ApiError(401, 'invalid_signature', INVALID_JWT_SIGNATURE);
    }
    throw new ApiError(401, 'invalid_token', 'The token is not valid.');
  }
}
