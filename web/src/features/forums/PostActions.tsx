/**
 * Edit and Delete (the author) and Report (other members) for a topic or a
 * reply; a report is the one report dialog of moderation (issue #39).
 */
import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { DeletePostDialog } from './DeletePostDialog.tsx';

export function PostActions({
  kind,
  id,
  mine,
  quote,
  onEdit,
  onDelete,
}: {
  kind: 'topics' | 'replies';
  id: string;
  mine: boolean;
  /** The post's words, quoted in the report dialog. */
  quote?: string;
  /** Opens the post's edit form; left out when it may not be edited (under moderation). */
  onEdit?: () => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const report = () => {
    if (!user) return openSignInToPost();
    setReporting(true);
  };

  const action =
    'inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs text-muted-foreground hover:bg-surface-raised hover:text-foreground';
  return (
    <div className="flex items-center gap-1">
      {mine && onEdit && (
        <button type="button" onClick={onEdit} className={action}>
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forums.edit')}
        </button>
      )}
      {mine ? (
        <button type="button" onClick={() => setDeleting(true)} className={action}>
          <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forums.delete')}
        </button>
      ) : (
        <button type="button" onClick={report} className={action}>
          <Flag className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forums.report')}
        </button>
      )}
      {deleting && (
        <DeletePostDialog
          kind={kind}
          quote={quote}
          onDelete={onDelete}
          onClose={() => setDeleting(false)}
        />
      )}
      {reporting && (
        <LazyReportDialog
          kind={kind === 'topics' ? 'forum_topic' : 'forum_reply'}
          targetId={id}
          quote={quote}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
