/**
 * Who the admins are (issue #39): the members whose email is in ADMIN_EMAILS,
 * in production and everywhere else. Admins moderate, and see what
 * moderation hides where it lives ('open in context' from the queue).
 */
import type { Config } from '../../config.ts';

export function isAdmin(
  config: Pick<Config, 'adminEmails'>,
  viewer: { email: string } | null | undefined,
): boolean {
  return !!viewer && config.adminEmails.includes(viewer.email.trim().toLowerCase());
}
