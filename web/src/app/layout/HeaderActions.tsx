/**
 * Small header controls shared by the desktop header, the mobile header, the
 * mobile menu and the bottom bar, so each looks and behaves the same everywhere.
 */
import { Bell, HandHeart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDonation } from '../../features/donations/DonationProvider.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { usePostAction } from '../usePostAction.ts';

export function NotificationsLink() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link
        to={paths.notifications}
        aria-label={t('nav.notifications')}
        title={t('nav.notifications')}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}

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
