/**
 * Who moderates, and what each action may be applied to (issue #39). Pure
 * functions, unit-tested.
 */
import type { ModerationAction, ReportKind } from '../../../shared/moderation.ts';
import { MODERATION_MESSAGES } from '../../../shared/moderation.ts';
import type { Config } from '../../config.ts';

/**
 * Admins are the members whose email is in ADMIN_EMAILS: in production and
 * everywhere else (the seed page alone keeps its looser development rule).
 */
export function isAdmin(
  config: Pick<Config, 'adminEmails'>,
  viewer: { email: string } | null | undefined,
): boolean {
  return !!viewer && config.adminEmails.includes(viewer.email.trim().toLowerCase());
}

/**
 * Why an action cannot be applied, or null when it can: a member report is
 * dismissed or its member suspended (there is nothing to remove); a suspension
 * needs a member behind the content, and never an admin.
 */
export function actionRefusal(input: {
  action: ModerationAction;
  kind: ReportKind;
  authorId: string | null;
  authorIsAdmin: boolean;
}): string | null {
  if (input.action === 'remove' && input.kind === 'member')
    return 'A member cannot be removed: suspend them, or dismiss the report.';
  if (input.action === 'suspend') {
    if (!input.authorId) return MODERATION_MESSAGES.suspendAuthorMissing;
    if (input.authorIsAdmin) return MODERATION_MESSAGES.suspendAdmin;
  }
  return null;
}
