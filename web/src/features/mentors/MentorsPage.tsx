/**
 * /mentor 'Find a Mentor' (docs/product.md#mentors Mentor directory): text, topic
 * and city filters kept in the URL, 'Clear Filters', mentor cards, paged
 * (never capped). Links to the member's requests and bookings.
 */
import { FIRST_SCREEN_CARDS } from '@shared/constants.ts';
import { MENTOR_TOPIC_FILTERS } from '@shared/mentors.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { SearchGlyph } from '../../ui/SearchGlyph.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { useMentorDirectory } from './api.ts';
import { MentorCard } from './MentorCard.tsx';

/** Typing waits this long before the URL (and the query) follows. */
const TYPING_DEBOUNCE_MS = 300;

export function MentorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('mentors.title'));
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topic = params.get('topic') ?? '';
  const city = params.get('city') ?? '';
  const available = params.get('available') === 'week' ? 'week' : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const [cityText, setCityText] = useState(city);

  // The URL wins when it changes from outside (back button, Clear Filters).
  useEffect(() => setText(q), [q]);
  useEffect(() => setCityText(city), [city]);

  const update = (changes: Record<string, string>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (text.trim() === q && cityText.trim() === city) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of [
            ['q', text.trim()],
            ['city', cityText.trim()],
          ] as const) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, cityText, q, city, setParams]);

  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (topic) query.set('topic', topic);
  if (city) query.set('city', city);
  if (available) query.set('available', available);
  if (page > 1) query.set('page', String(page));
  const directory = useMentorDirectory(query.toString());
  const filtered = !!(q || topic || city || available);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('mentors.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('mentors.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user && (
            <>
              <Link to="/mentor/bookings" className={buttonClass('outline')}>
                {t('mentors.bookings.title')}
              </Link>
              <Link to="/mentor/requests" className={buttonClass('outline')}>
                {t('mentors.requests.title')}
              </Link>
            </>
          )}
          <Link to={paths.mentorOnboarding} className={buttonClass('accent')}>
            {t('mentors.become')}
          </Link>
        </div>
      </div>

      <div className="mt-5 grid gap-3 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[2fr_1fr_1fr_auto_auto]">
        <label className="relative block">
          <span className="sr-only">{t('mentors.searchLabel')}</span>
          <SearchGlyph />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('mentors.searchPlaceholder')}
            className={`${inputClass} pl-9`}
          />
        </label>
        <label className="block">
          <span className="sr-only">{t('mentors.topicLabel')}</span>
          <select
            value={topic}
            onChange={(event) => update({ topic: event.target.value })}
            className={inputClass}
          >
            <option value="">{t('mentors.allTopics')}</option>
            {MENTOR_TOPIC_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`mentors.topics.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">{t('mentors.cityLabel')}</span>
          <input
            value={cityText}
            onChange={(event) => setCityText(event.target.value)}
            placeholder={t('mentors.cityPlaceholder')}
            className={inputClass}
          />
        </label>
        {/* Mentors with a free slot in the next 7 days (issue #42). */}
        <label className="flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border border-border px-3 text-sm">
          <input
            type="checkbox"
            checked={available === 'week'}
            onChange={(event) => update({ available: event.target.checked ? 'week' : '' })}
            className="h-5 w-5 accent-[var(--primary)]"
          />
          {t('mentors.sessions.availableWeek')}
        </label>
        <Button
          variant="outline"
          className="h-11"
          disabled={!filtered && !text && !cityText}
          onClick={() => {
            setText('');
            setCityText('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          {t('mentors.clearFilters')}
        </Button>
      </div>

      {directory.isError ? (
        <p role="alert" className="mt-8 text-center text-danger">
          {t('mentors.loadFailed')}
        </p>
      ) : !directory.data ? (
        <p role="status" className="mt-8 text-center text-muted-foreground">
          {t('mentors.loading')}
        </p>
      ) : directory.data.mentors.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {t('mentors.empty')}
        </p>
      ) : (
        <>
          <ul
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-busy={directory.isFetching}
          >
            {directory.data.mentors.map((mentor, index) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} priority={index < FIRST_SCREEN_CARDS} />
              </li>
            ))}
          </ul>
          {(page > 1 || directory.data.has_more) && (
            <nav
              className="mt-6 flex items-center justify-center gap-3"
              aria-label={t('mentors.pages')}
            >
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => update({ page: page > 2 ? String(page - 1) : '' })}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                {t('mentors.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('mentors.page', { page })}</span>
              <Button
                variant="outline"
                disabled={!directory.data.has_more}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t('mentors.next')}
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
