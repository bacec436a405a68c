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

export function ChatLink({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} asChild>
      <Link to={paths.chat}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {t('nav.chat')}
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
}: {
  className?: string;
  onActivate?: (openDonation: () => void) => void;
}) {
  const { t } = useTranslation();
  const { openDonation } = useDonation();
  return (
    <Button
      variant="ghost"
      className={className}
      onClick={() => (onActivate ? onActivate(openDonation) : openDonation())}
    >
      <HandHeart className="h-4 w-4 text-accent" aria-hidden="true" />
      {t('nav.donate')}
    </Button>
  );
}
