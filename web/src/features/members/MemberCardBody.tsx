/**
 * The member card's face (issue #41): a letter avatar, the name, the city and
 * since when they are a member, a few of their listings, and 'Message'. The
 * data is the public card endpoint's (never contact details). Signed out,
 * 'Message' leads to sign-in and back to a conversation with them.
 */
import { inboxLink } from '@shared/inbox.ts';
import { thumbnailUrl } from '@shared/media.ts';
import type { MemberCard } from '@shared/member-card.ts';
import { initialOf } from '@shared/people.ts';
import { useQuery } from '@tanstack/react-query';
import { Ban, CalendarDays, MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { useCurrentUser } from '../auth/session.ts';
import { formatListingPrice } from '../listings/price.ts';
import { fetchMemberCard, memberCardKey } from './api.ts';

export function MemberCardBody({ memberId, onLeave }: { memberId: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const card = useQuery({
    queryKey: memberCardKey(memberId, user?.id),
    queryFn: () => fetchMemberCard(memberId),
    staleTime: 60_000,
    retry: false,
  });
  if (card.isPending)
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('members.loading')}</p>;
  if (card.isError)
    return (
      <p className="py-6 text-center text-sm text-danger">
        {card.error instanceof ApiRequestError && card.error.status === 404
          ? t('members.missing')
          : t('members.failed')}
      </p>
    );
  return <CardFace card={card.data} onLeave={onLeave} />;
}

function CardFace({ card, onLeave }: { card: MemberCard; onLeave: () => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { member } = card;
  const name = member.label ?? t('inbox.anonymous');
  const more = member.listing_count - member.listings.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xl font-bold text-primary"
        >
          {initialOf(member.label)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold" data-testid="member-card-name">
            {name}
          </p>
          {member.city && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{member.city}</span>
            </p>
          )}
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarDays className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t('members.memberSince', {
              date: formatLongDate(member.member_since, language),
            })}
          </p>
        </div>
      </div>

      <section aria-labelledby="member-card-listings">
        <h3
          id="member-card-listings"
          className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {member.listing_count > 0
            ? t('members.listingCount', { count: member.listing_count })
            : t('members.listings')}
        </h3>
        {member.listings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('members.noListings')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="member-card-listings">
            {member.listings.map((listing) => (
              <li key={listing.id}>
                <Link
                  to={`/l/${listing.id}`}
                  onClick={onLeave}
                  className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-surface-raised"
                >
                  {listing.image ? (
                    <img
                      src={thumbnailUrl(listing.image)}
                      alt=""
                      loading="lazy"
                      className="h-11 w-11 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span className="h-11 w-11 shrink-0 rounded-lg bg-surface-raised" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{listing.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[formatListingPrice(listing), listing.city].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li className="px-1.5 text-xs text-muted-foreground">
                {t('members.seeAll', { count: more })}
              </li>
            )}
          </ul>
        )}
      </section>

      <MessageAction card={card} onLeave={onLeave} />
    </div>
  );
}

/** 'Message': to the conversation; signed out, to sign-in and back; never to oneself or across a block. */
function MessageAction({ card, onLeave }: { card: MemberCard; onLeave: () => void }) {
  const { t } = useTranslation();
  const { member, viewer } = card;
  const conversation = inboxLink('member', member.id);
  const wide = buttonClass('primary', 'md', 'w-full');
  if (!viewer) {
    return (
      <Link
        to={`${paths.login}?next=${encodeURIComponent(conversation)}`}
        onClick={onLeave}
        className={wide}
        data-testid="member-card-message"
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {t('members.message')}
      </Link>
    );
  }
  if (viewer.self)
    return <p className="text-center text-sm text-muted-foreground">{t('members.itsYou')}</p>;
  if (!viewer.can_message)
    return (
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Ban className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('members.cantMessage')}
      </p>
    );
  return (
    <Link to={conversation} onClick={onLeave} className={wide} data-testid="member-card-message">
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {t('members.message')}
    </Link>
  );
}
