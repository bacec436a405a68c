/**
 * Who may run the seed page (issue #16; the original had no check): the
 * accounts named in ADMIN_EMAILS, and, outside production on a site whose
 * PUBLIC_URL is this machine (config.devTools), any signed-in member.
 */
import type { SeedAccess } from '../../../shared/admin-seed.ts';
import type { Config } from '../../config.ts';

export function seedAccess(
  config: Pick<Config, 'adminEmails' | 'devTools'>,
  viewer: { email: string } | null,
): SeedAccess {
  if (!viewer) return 'sign_in';
  if (config.adminEmails.includes(viewer.email.trim().toLowerCase())) return 'allowed';
  return config.devTools ? 'allowed' : 'forbidden';
}
