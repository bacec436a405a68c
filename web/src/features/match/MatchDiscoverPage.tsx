/**
 * /match (docs/product.md#match Match discovery): one candidate at a time with an
 * 'N of M' counter, photo, name, age, city and compatibility percent (the
 * server's score). Pass (next), like (recorded, then next), message
 * (/inbox?match={userId}), 'View Full Profile'. Left/right arrows pass/like.
 * Without a profile of one's own, or with nobody left to show, it says 'No
 * Matches Yet' with 'Update Profile', which opens onboarding (the spec's
 * /match is this very page, so it changed nothing: issue #40).
 */
import { type MatchCandidateDto, matchMessageUrl, matchProfileUrl } from '@shared/match.ts';
import { Heart, MapPin, MessageCircle, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { membersOnly } from '../auth/MembersOnly.tsx';
import {
  decideOn,
  isAnswersRequired,
  isProfileRequired,
  matchErrorText,
  useDiscover,
} from './api.ts';
import { celebrateMatch } from './celebration.ts';
import { DiscoverFiltersBar } from './DiscoverFiltersBar.tsx';
import { type DiscoverFilters, filtersQuery, readFilters, rememberFilters } from './filters.ts';
import { ProfilePhoto } from './ProfilePhoto.tsx';

export const MatchDiscoverPage = membersOnly('match.discover.title', Discover);

function Discover() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(readFilters);
  const discover = useDiscover(true, filtersQuery(filters));
  const [index, setIndex] = useState(0);
  const changeFilters = (next: DiscoverFilters) => {
    rememberFilters(next);
    setFilters(next);
    setIndex(0);
  };
  const filtersBar = discover.data ? (
    <DiscoverFiltersBar filters={filters} near={discover.data.near} onChange={changeFilters} />
  ) : null;
  const candidates = discover.data?.candidates ?? [];
  const current = candidates[index];

  const advance = useCallback(() => setIndex((i) => i + 1), []);

  const decide = useCallback(
    async (candidate: MatchCandidateDto, decision: 'like' | 'pass') => {
      advance();
      try {
        const reply = await decideOn(candidate.user_id, decision);
        // The 'It's a match!' screen, not a toast that would sit over the composer (issue #40).
        if (reply.mutual) {
          celebrateMatch({
            user_id: candidate.user_id,
            display_name: candidate.display_name,
            photo: candidate.photo,
          });
        }
      } catch (error) {
        toast.error(t('match.errors.likeFailed'), { description: matchErrorText(t, error) });
      }
    },
    [advance, t],
  );

  // Keyboard: ← passes, → likes (not while typing somewhere).
  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        void decide(current, 'pass');
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        void decide(current, 'like');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, decide]);

  if (discover.isPending) {
    return (
      <Frame>
        <DiscoverFiltersBar filters={filters} near={undefined} onChange={changeFilters} />
        <div className="mx-auto h-[32rem] max-w-md animate-pulse rounded-3xl bg-surface-raised" />
      </Frame>
    );
  }
  const need = isProfileRequired(discover.error)
    ? 'profile'
    : isAnswersRequired(discover.error)
      ? 'answers'
      : null;
  if (discover.isError && !need) {
    return (
      <Frame>
        <p role="alert" className="text-center text-danger">
          {t('match.errors.loadFailed')}
        </p>
      </Frame>
    );
  }
  if (!current) {
    return (
      <Frame>
        {filtersBar}
        <NoMatches
          need={need}
          filtered={
            filters.minAge !== null ||
            filters.maxAge !== null ||
            (filters.withinKm !== null && !!discover.data?.near)
          }
          onRefresh={() => {
            setIndex(0);
            void discover.refetch();
          }}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      {filtersBar}
      <article
        aria-label={current.display_name}
        className="mx-auto max-w-md overflow-hidden rounded-3xl border border-border bg-surface shadow-sm"
      >
        <div className="relative aspect-[4/5] max-h-[45dvh] w-full bg-surface-raised md:aspect-auto md:h-80">
          <ProfilePhoto
            photo={current.photo}
            name={current.display_name}
            iconClassName="h-16 w-16"
            placeholderClassName="flex-col gap-2"
          >
            <span className="text-sm">{t('match.discover.noPhoto')}</span>
          </ProfilePhoto>
          <span
            data-testid="match-counter"
            className="absolute top-3 left-3 rounded-full bg-background/90 px-3 py-1 text-xs font-semibold text-foreground shadow"
          >
            {t('match.discover.counter', { n: index + 1, m: candidates.length })}
          </span>
          <span
            data-testid="match-score"
            className="absolute top-3 right-3 rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground shadow"
          >
            {t('match.discover.score', { score: current.score })}
          </span>
        </div>
        <div className="space-y-1 p-5">
          <h2 className="text-2xl font-bold">
            {current.display_name}, <span className="font-semibold">{current.age}</span>
          </h2>
          {(current.city || current.country) && (
            <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {[current.city, current.country].filter(Boolean).join(', ')}
              {current.distance_km !== null && (
                <span data-testid="match-distance">
                  {' · '}
                  {t('match.filters.away', { km: current.distance_km })}
                </span>
              )}
            </p>
          )}
          <Link
            to={matchProfileUrl(current.user_id)}
            className="inline-block pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('match.discover.viewProfile')}
          </Link>
        </div>
        <div className="grid grid-cols-3 gap-2 border-t border-border p-4">
          <Button
            variant="outline"
            size="lg"
            className="px-2 sm:px-6"
            onClick={() => void decide(current, 'pass')}
          >
            <X className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('match.discover.pass')}
          </Button>
          <Link
            to={matchMessageUrl(current.user_id)}
            className={buttonClass('outline', 'lg', 'px-2 sm:px-6')}
          >
            <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('match.discover.message')}
          </Link>
          <Button size="lg" className="px-2 sm:px-6" onClick={() => void decide(current, 'like')}>
            <Heart className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('match.discover.like')}
          </Button>
        </div>
      </article>
      <p className="mt-3 hidden text-center text-xs text-muted-foreground md:block">
        {t('match.discover.keys')}
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="mb-5 text-center text-2xl font-bold md:text-3xl">
        {t('match.discover.title')}
      </h1>
      {children}
    </section>
  );
}

type NoMatchesProps = {
  need: 'profile' | 'answers' | null;
  /** Filters narrow the list: say that widening them may help. */
  filtered: boolean;
  onRefresh: () => void;
};

/** `need`: what the member must do before anyone is shown (a profile, the questions), or nothing. */
function NoMatches({ need, filtered, onRefresh }: NoMatchesProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-3xl border border-border bg-surface p-8 text-center shadow-sm">
      <Heart className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold">{t('match.discover.empty')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {need === 'profile'
          ? t('match.discover.emptyNoProfile')
          : need === 'answers'
            ? t('match.errors.answersRequired')
            : filtered
              ? t('match.filters.emptyFiltered')
              : t('match.discover.emptyNoCandidates')}
      </p>
      <div className="mt-5 flex flex-col items-center gap-3">
        <Link to={paths.matchOnboarding} className={buttonClass('primary', 'md')}>
          {t('match.discover.updateProfile')}
        </Link>
        {/* With a profile and nobody left, newcomers may have joined since: look again. */}
        {need === null && (
          <Button variant="ghost" size="sm" onClick={onRefresh}>
            {t('match.discover.checkAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}
