/**
 * Small header controls shared by the desktop header, the mobile header, the
 * mobile menu and the bottom bar, so each looks and behaves the same everywhere.
 */
import { HandHeart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDonation } from '../../features/donations/DonationProvider.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { usePostAction } from '../usePostAction.ts';

/** The notifications bell (its own feature; re-exported for the headers). */
export { NotificationBell as NotificationsLink } from '../../features/notifications/NotificationBell.tsx';

/** Header labels give way to icons between 768 and 1024 px, where room is short. */
const WIDE_ONLY = 'hidden lg:inline';

export function ChatLink({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} asChild>
      <Link to={paths.chat} aria-label={t('nav.chat')}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        <span className={WIDE_ONLY}>{t('nav.chat')}</span>
      </Link>
    </Button>
  );
}

/** '+ Post' (or hands the action to `onActivate`, e.g. after a menu closes). */
export function PostButton({
  size = 'md',
  className,
  onActivate,
}: {
  size?: ButtonSize;
  className?: string;
  onActivate?: (post: () => void) => void;
}) {
  const { t } = useTranslation();
  const post = usePostAction();
  return (
    <Button
      variant="accent"
      size={size}
      className={className}
      aria-label={t('nav.postListing')}
      onClick={() => (onActivate ? onActivate(post) : post())}
    >
      {t('nav.post')}
    </Button>
  );
}

/** Opens the donation dialog (or hands the opening to `onActivate`, e.g. after a menu closes). */
export function DonateButton({
  className,
  onActivate,
  compact = false,
}: {
  className?: string;
  onActivate?: (openDonation: () => void) => void;
  /** Icon only below 1024 px (the desktop header). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { openDonation } = useDonation();
  return (
    <Button
      variant="ghost"
      className={className}
      aria-label={t('nav.donate')}
      onClick={() => (onActivate ? onActivate(openDonation) : openDonation())}
    >
      <HandHeart className="h-4 w-4 text-accent" aria-hidden="true" />
      <span className={compact ? WIDE_ONLY : undefined}>{t('nav.donate')}</span>
    </Button>
  );
}
