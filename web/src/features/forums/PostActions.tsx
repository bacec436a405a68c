/** Delete (the author) and Report (other members) for a topic or a reply. */
import { Flag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api.ts';
import { toast } from '../../ui/toast.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { reportPost } from './api.ts';

export function PostActions({
  kind,
  id,
  mine,
  onDelete,
}: {
  kind: 'topics' | 'replies';
  id: string;
  mine: boolean;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();

  const remove = async () => {
    if (!window.confirm(t('forums.deleteConfirm'))) return;
    try {
      await onDelete();
      toast.success(t('forums.deleted'));
    } catch {
      toast.error(t('forums.deleteFailed'));
    }
  };

  const report = async () => {
    if (!user) return openSignInToPost();
    try {
      await reportPost(kind, id);
      toast.success(t('forums.reported'));
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.status === 429
          ? error.message
          : t('forums.reportFailed'),
      );
    }
  };

  const action =
    'inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs text-muted-foreground hover:bg-surface-raised hover:text-foreground';
  return (
    <div className="flex items-center gap-1">
      {mine ? (
        <button type="button" onClick={remove} className={action}>
          <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forums.delete')}
        </button>
      ) : (
        <button type="button" onClick={report} className={action}>
          <Flag className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forums.report')}
        </button>
      )}
    </div>
  );
}
