/**
 * DELETE /api/account {confirm: true} → the signed-in member's own account
 * and everything of theirs is deleted (see service.ts); the answer says how
 * much went, and the session cookies are cleared (the session itself is gone).
 * There is no id to name: a member can delete only the account they are
 * signed in to.
 */
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AccountDeleteReply } from '../../../shared/account.ts';
import { accountDeleteSchema } from '../../../shared/schemas/account.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { validate } from '../../platform/validation.ts';
import { deleteAccount } from './service.ts';

export function accountRoutes() {
  return new Hono<AppEnv>().delete(
    '/',
    requireUser,
    validate('json', accountDeleteSchema),
    async (c) => {
      const { deps, user } = c.var;
      const deleted = await deleteAccount(deps, user.id);
      // Their listings left the public answers signed-out readers share.
      if (deleted.listings > 0) await listingsChanged(deps);
      const { authCookies } = await deps.auth.$context;
      for (const cookie of Object.values(authCookies)) {
        const { path, domain, secure, sameSite } = cookie.attributes;
        deleteCookie(c, cookie.name, {
          path: path ?? '/',
          domain,
          secure,
          sameSite: sameSite as CookieOptions['sameSite'],
        });
      }
      return c.json({ deleted } satisfies AccountDeleteReply);
    },
  );
}
