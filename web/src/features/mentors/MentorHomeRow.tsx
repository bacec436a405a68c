/**
 * The home page's 'Find a Mentor' row (docs/product.md#mentors Home
 * Mentors): the newest 12 mentor profiles, each linking to its page.
 */
import { thumbnailUrl } from '@shared/media.ts';
import { ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { rowPlaceholders, ScrollRow, useRowTurn } from '../home/ScrollRow.tsx';
import { mentorUrl, useHomeMentors } from './api.ts';
import { hourlyPrice, placeOf, useCountryNamesLanguage } from './format.ts';

/** `turn`: the row's place on the page (its cards render in their turn, near the viewport; see HomeRows). */
export function MentorHomeRow({ turn }: { turn: number }) {
  const { t, i18n } = useTranslation();
  const namesIn = useCountryNamesLanguage(i18n.language);
  const mentors = useHomeMentors();
  const [ref, inTurn] = useRowTurn(turn, mentors.data !== undefined);
  if (mentors.data && mentors.data.mentors.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="row-mentor" data-testid="home-row-mentor">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id="row-mentor" className="text-xl font-bold md:text-2xl">
          {t('home.rows.mentor')}
        </h2>
        <Link
          to={paths.mentors}
          className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          {t('home.seeAll')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <ScrollRow label={t('home.rows.mentor')}>
        {!mentors.data || !inTurn
          ? rowPlaceholders
          : mentors.data.mentors.map((mentor) => {
              const price = hourlyPrice(mentor);
              const photo = mentor.photos[0];
              return (
                <li key={mentor.id} className="w-56 shrink-0 snap-start md:w-64">
                  <Link
                    to={mentorUrl(mentor.id)}
                    className="block h-full overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary"
                  >
                    <div className="relative aspect-[4/3] bg-surface-raised">
                      {photo ? (
                        <img
                          src={thumbnailUrl(photo)}
                          alt=""
                          loading="lazy"
                          className="h-full w-full object-cover"
                        />
                      ) : (
                        <span className="flex h-full items-center justify-center text-sm text-muted-foreground">
                          {t('home.mentorCard.noPhoto')}
                        </span>
                      )}
                      <span className="absolute right-2 top-2 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground">
                        {price === null
                          ? t('home.mentorCard.free')
                          : t('home.mentorCard.perHour', { price })}
                      </span>
                    </div>
                    <div className="space-y-1 p-3">
                      <h3 className="truncate font-semibold">{mentor.display_name}</h3>
                      <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                        <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{placeOf(mentor, namesIn)}</span>
                      </p>
                      <p className="line-clamp-2 text-sm">{mentor.bio}</p>
                    </div>
                  </Link>
                </li>
              );
            })}
      </ScrollRow>
    </section>
  );
}
