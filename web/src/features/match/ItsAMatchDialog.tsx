/**
 * The 'It's a match!' screen (issue #40): who the match is, with 'Send
 * Message' (the direct thread with them) and 'Keep browsing'. A dialog, so it never sits over the composer the way a toast did.
 */
import { type MatchedMember, matchMessageUrl } from '@shared/match.ts';
import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaStrings } from '../../i18n/page-areas.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';

export function ItsAMatchDialog({ match, onClose }: { match: MatchedMember; onClose: () => void }) {
  // Drawn over any page: the match strings come with it (page-areas.ts).
  useAreaStrings('match');
  const { t } = useTranslation();
  return (
    <ModalDialog
      onOpenChange={(open) => !open && onClose()}
      title={t('match.celebration.title')}
      description={t('match.celebration.body', { name: match.display_name })}
      closeLabel={t('match.celebration.close')}
      icon={<Heart className="h-5 w-5 fill-current" aria-hidden="true" />}
    >
      <div className="mt-5 flex flex-col items-center gap-5">
        <div className="h-28 w-28 overflow-hidden rounded-full border-4 border-primary bg-surface-raised">
          <ProfilePhoto photo={match.photo} name={match.display_name} iconClassName="h-12 w-12" />
        </div>
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Link
            to={matchMessageUrl(match.user_id)}
            onClick={onClose}
            className={buttonClass('primary', 'lg', 'sm:order-2')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            {t('match.profile.sendMessage')}
          </Link>
          <Button variant="outline" size="lg" className="sm:order-1" onClick={onClose}>
            {t('match.celebration.keepBrowsing')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
