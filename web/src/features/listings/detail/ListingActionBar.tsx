/**
 * The listing's main actions (issue #40): Message (or Call when the owner
 * gave a phone), Save and Share, in a bar that stays on screen while the
 * listing scrolls under it: at the bottom of the drawer or dialog, and on the
 * page just above the phone's bottom navigation. A visitor who is signed out
 * is asked to sign in first and comes back to the conversation. The owner
 * has their own actions (edit, delete) at the top instead.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/links.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { useAuthUi } from '../../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../../auth/session.ts';
import { contactHref } from './ContactActions.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ShareButton } from './ShareButton.tsx';

export function ListingActionBar({
  listing,
  variant,
}: {
  listing: ListingReply;
  variant: 'drawer' | 'page';
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLoginTo } = useAuthUi();
  if (user?.id === listing.user_id) return null;

  const conversation = `${paths.inbox}?listing=${encodeURIComponent(listing.id)}`;
  const phone = listing.contact?.contact_method === 'phone' ? listing.contact : null;
  return (
    <div
      role="toolbar"
      aria-label={t('listings.detail.actions')}
      data-testid="listing-actions"
      className={cn(
        'sticky z-10 -mx-4 flex items-center gap-2 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur-md md:-mx-6 md:px-6',
        // In the drawer, flush with its bottom edge (over its padding); it covers the phone's
        // navigation. On the page, on top of that navigation, its raised post button over the
        // bar's deeper bottom padding.
        variant === 'drawer'
          ? 'bottom-[-1rem] pb-[max(0.75rem,env(safe-area-inset-bottom))] md:bottom-[-1.5rem]'
          : 'bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] pb-7 md:bottom-4 md:mx-0 md:rounded-2xl md:border md:pb-3',
      )}
    >
      {user ? (
        <Link
          to={conversation}
          data-testid="message-owner"
          className={cn(buttonClass('primary', 'md'), 'min-w-0 flex-1')}
        >
          <MessageSquare className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('inbox.message')}</span>
        </Link>
      ) : (
        <Button className="min-w-0 flex-1" onClick={() => openLoginTo(conversation)}>
          <MessageSquare className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('inbox.message')}</span>
        </Button>
      )}
      {phone && (
        <a
          href={contactHref(phone)}
          className={cn(buttonClass('outline', 'md'), 'min-w-0 flex-1')}
          data-testid="call-owner"
        >
          <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('listings.detail.call')}</span>
        </a>
      )}
      <FavoriteButton listingId={listing.id} ownerId={listing.user_id} variant={variant} />
      <ShareButton listingId={listing.id} title={listing.title} />
    </div>
  );
}
