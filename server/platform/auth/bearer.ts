/**
 * Bearer JWTs (from GET /api/auth/token) for clients that cannot use the
 * session cookie. Verified against this server's own JWKS; an expired token is
 * refused, and a bad signature is answered 'Invalid JWT signature'.
 */
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import { ApiError } from '../errors.ts';
import type { Auth } from './auth.ts';

export const INVALID_JWT_SIGNATURE = 'Invalid JWT signature';

export async function verifyBearerToken(
  auth: Auth,
  token: string,
  issuer: string,
): Promise<{ userId: string }> {
  const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer,
      audience: issuer,
    });
    if (!payload.sub) throw new ApiError(401, 'invalid_token', 'The token names no user.');
    return { userId: payload.sub };
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
