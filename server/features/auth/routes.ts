/**
 * /api/auth/*: better-auth's endpoints (sign-up, sign-in by password or magic
 * link, sign-out, session, email verification, password reset, TOTP, JWT and
 * JWKS), behind rate limits per client address and per email address.
 * Also /.well-known/jwks.json, the standard place clients look for the keys.
 */
import { Hono } from 'hono';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../../shared/auth.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { isAllowedReturn } from '../../../shared/return-path.ts';
import { memberNameSchema } from '../../../shared/schemas/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { enforceRateLimits } from '../../platform/rate-limit.ts';

/**
 * better-auth paths that send mail or check a secret, by the name their limits
 * count under. Every path that checks the account's password shares one name
 * ('password-check'), so guesses spread over several endpoints count together.
 */
const LIMITED_PATHS: Record<string, string> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/sign-in/magic-link': 'magic-link',
  '/api/auth/request-password-reset': 'reset',
  '/api/auth/send-verification-email': 'verify-email',
  '/api/auth/change-email': 'verify-email',
  '/api/auth/two-factor/verify-totp': 'two-factor',
  '/api/auth/two-factor/verify-backup-code': 'two-factor',
  '/api/auth/two-factor/verify-otp': 'two-factor',
  '/api/auth/two-factor/send-otp': 'two-factor',
  '/api/auth/verify-password': 'password-check',
  '/api/auth/change-password': 'password-check',
  '/api/auth/delete-user': 'password-check',
  '/api/auth/two-factor/enable': 'password-check',
  '/api/auth/two-factor/disable': 'password-check',
  '/api/auth/two-factor/get-totp-uri': 'password-check',
  '/api/auth/two-factor/generate-backup-codes': 'password-check',
};

/** The limits of paths whose `email` names the account they act on (the others ignore it). */
const EMAIL_LIMITS = new Set(['sign-in', 'sign-up', 'magic-link', 'reset', 'verify-email']);

/**
 * Paths that set the account's name (shown to other members): checked with the
 * shared name rule before better-auth sees it (length, no invisible characters).
 */
const NAME_PATHS = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/update-user',
  '/api/auth/sign-in/magic-link',
]);

/** Paths that set a password, and the body field holding it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.clone().json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Where better-auth sends the browser next: only this site (better-auth's email links do not check). */
const RETURN_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
export const RETURN_NOT_ALLOWED = COMMON_MESSAGES.returnNotAllowed;

function checkReturnAddresses(values: Record<string, unknown>, origins: readonly string[]) {
  for (const field of RETURN_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isAllowedReturn(value, origins)) {
      throw ApiError.badRequest(RETURN_NOT_ALLOWED, { [field]: RETURN_NOT_ALLOWED });
    }
  }
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  // No open redirect: an emailed link (GET) or a request (JSON) may return only to this site.
  app.use('*', async (c, next) => {
    const { config } = c.var.deps;
    const origins = [config.publicUrl, ...config.trustedOrigins];
    checkReturnAddresses(c.req.query(), origins);
    if (c.req.method === 'POST') checkReturnAddresses(await jsonBody(c.req.raw), origins);
    await next();
  });

  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const guarded =
      c.req.path in LIMITED_PATHS || c.req.path in PASSWORD_FIELDS || NAME_PATHS.has(c.req.path);
    // better-auth also reads form bodies; the limits read JSON, so guarded paths take JSON only.
    if (guarded && !c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send this request as JSON.');
    }
    const body = await jsonBody(c.req.raw);
    if (NAME_PATHS.has(c.req.path) && body.name !== undefined) {
      const name = memberNameSchema.safeParse(body.name);
      if (!name.success) {
        const message = name.error.issues[0]?.message ?? 'Invalid name';
        throw ApiError.badRequest(message, { name: message });
      }
    }

    // The spec's own message for a short password, before better-auth's generic one.
    const passwordField = PASSWORD_FIELDS[c.req.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (passwordField && (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH)) {
      throw ApiError.badRequest(PASSWORD_TOO_SHORT, { [passwordField]: PASSWORD_TOO_SHORT });
    }

    const name = LIMITED_PATHS[c.req.path];
    if (name) {
      const { db, config, auth } = c.var.deps;
      const { perIp, perEmail, windowSeconds } = config.auth.rateLimit;
      // Paths that act on an email address count per that address. The others (password
      // checks of 2FA, delete, change) belong to a signed-in member and count per the
      // session's account, so one stolen session cannot guess from many addresses; an
      // email in their body is a decoy the endpoint never reads (issue #39).
      const email =
        EMAIL_LIMITS.has(name) && typeof body.email === 'string'
          ? body.email.trim().toLowerCase()
          : null;
      const session = email
        ? null
        : await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      const account = email ? `email:${email}` : session ? `user:${session.user.id}` : null;
      await enforceRateLimits(db, [
        { key: `${name}:ip:${clientAddress(c)}`, rule: { max: perIp, windowSeconds } },
        ...(account ? [{ key: `${name}:${account}`, rule: { max: perEmail, windowSeconds } }] : []),
      ]);
    }
    await next();
  });

  app.on(['GET', 'POST'], '*', (c) => c.var.deps.auth.handler(c.req.raw));
  return app;
}

export function wellKnownRoutes() {
  return new Hono<AppEnv>().get('/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await c.var.deps.auth.api.getJwks());
  });
}
