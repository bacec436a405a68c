/**
 * A mentor in the directory (docs/product.md#mentors Mentor directory): first photo
 * or 'No photo', price badge, name, flag, rating above 0, city and country,
 * bio, two topics '+N', two languages in upper case, 'Message' (the inbox's
 * dialog) and 'Book Session' (the mentor's page). The name and the photo open
 * the mentor's page as well (issue #40: only 'Book Session' did).
 */
import { thumbnailUrl } from '@shared/media.ts';
import type { MentorDto } from '@shared/mentors.ts';
import { MapPin, MessageSquare, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { mentorUrl } from './api.ts';
import { CountryFlag } from './CountryFlag.tsx';
import { countryName, hourlyPrice, placeOf, useCountryNamesLanguage } from './format.ts';
import { languageLabel, topicLabel } from './labels.ts';

const MessageDialog = lazy(async () => ({
  default: (await import('../inbox/MessageDialog.tsx')).MessageDialog,
}));

export function PriceBadge({ mentor, className = '' }: { mentor: MentorDto; className?: string }) {
  const { t } = useTranslation();
  const price = hourlyPrice(mentor);
  return (
    <span
      className={`rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground shadow-sm ${className}`}
    >
      {price === null ? t('mentors.free') : t('mentors.perHour', { price })}
    </span>
  );
}

type MentorCardProps = {
  mentor: MentorDto;
  priority?: boolean;
};

/** `priority`: a card of the first screen, whose photo is fetched at once, first (the page's largest paint). */
export function MentorCard({ mentor, priority = false }: MentorCardProps) {
  const { t, i18n } = useTranslation();
  const namesIn = useCountryNamesLanguage(i18n.language);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [messaging, setMessaging] = useState(false);
  const photo = mentor.photos[0];
  const place = placeOf(mentor, namesIn);
  const extraTopics = mentor.topics.length - 2;

  const message = () => {
    if (!user) {
      navigate(`${paths.login}?next=${encodeURIComponent(`/inbox?mentor=${mentor.id}`)}`);
      return;
    }
    setMessaging(true);
  };

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      data-testid="mentor-card"
    >
      <div className="relative aspect-[4/3] w-full bg-surface-raised">
        {/* The photo opens the page too (issue #40); the name's link is the one announced and tabbed to. */}
        <Link
          to={mentorUrl(mentor.id)}
          tabIndex={-1}
          aria-hidden="true"
          className="block h-full w-full"
          data-testid="mentor-card-photo"
        >
          {photo ? (
            <img
              src={thumbnailUrl(photo)}
              alt={mentor.display_name}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-muted-foreground">
              {t('mentors.noPhoto')}
            </div>
          )}
        </Link>
        <PriceBadge mentor={mentor} className="absolute right-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <h3 className="min-w-0 truncate text-lg font-semibold">
            <Link to={mentorUrl(mentor.id)} className="hover:underline">
              {mentor.display_name}
            </Link>
          </h3>
          <CountryFlag code={mentor.country} label={countryName(mentor.country, namesIn) ?? ''} />
          {/* The average of the session reviews and their count (issue #42). */}
          {mentor.rating_count > 0 && (
            <span
              className="ml-auto flex shrink-0 items-center gap-0.5 text-sm font-medium"
              data-testid="mentor-rating"
              title={t('mentors.sessions.ratingCount', { count: mentor.rating_count })}
            >
              <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
              <span className="sr-only">
                {t('mentors.sessions.ratingAria', {
                  rating: mentor.rating.toFixed(1),
                  count: mentor.rating_count,
                })}
              </span>
              <span aria-hidden="true">
                {mentor.rating.toFixed(1)}
                <span className="font-normal text-muted-foreground">{` (${mentor.rating_count})`}</span>
              </span>
            </span>
          )}
        </div>
        {place && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{place}</span>
          </p>
        )}
        <p className="line-clamp-3 text-sm">{mentor.bio}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('mentors.detail.expertise')}>
          {mentor.topics.slice(0, 2).map((topic) => (
            <li key={topic} className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
              {topicLabel(t, topic)}
            </li>
          ))}
          {extraTopics > 0 && (
            <li className="rounded-full bg-surface-raised px-2 py-0.5 text-xs text-muted-foreground">
              {`+${extraTopics}`}
            </li>
          )}
        </ul>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground">
          {mentor.languages
            .slice(0, 2)
            .map((language) => languageLabel(t, language).toUpperCase())
            .join(' · ')}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" className="flex-1" onClick={message} disabled={mentor.mine}>
            <MessageSquare className="h-4 w-4" aria-hidden="true" />
            {t('mentors.message')}
          </Button>
          <Link to={mentorUrl(mentor.id)} className={buttonClass('primary', 'md', 'flex-1')}>
            {t('mentors.book')}
          </Link>
        </div>
      </div>
      {messaging && (
        <Suspense fallback={null}>
          <MessageDialog
            target={{ mentor: mentor.id }}
            title={mentor.display_name}
            onOpenChange={(open) => !open && setMessaging(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
