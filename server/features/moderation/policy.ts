/**
 * Who moderates, and what each action may be applied to (issue #39). Pure
 * functions, unit-tested.
 */
import type { ModerationAction, ReportKind } from '../../../shared/moderation.ts';
import { MODERATION_MESSAGES } from '../../../shared/moderation.ts';

export { isAdmin } from '../../platform/auth/admins.ts';

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
