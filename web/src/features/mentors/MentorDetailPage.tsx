/**
 * /mentor/{id} (docs/product.md#mentors Mentor detail): photo, price badge, about,
 * expertise areas, languages, the 'Request Mentoring Session' form and 'Send
 * Message' (→ /inbox?mentor={id}); a member with an open request sees it
 * instead of the form. A mentor sees their own profile with an
 * edit link instead of the form.
 */
import { thumbnailUrl } from '@shared/media.ts';
import { MENTOR_MESSAGES, type MentorDto, OPEN_BOOKING_STATUSES } from '@shared/mentors.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Globe, MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { MemberName } from '../members/MemberName.tsx';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { ModerationMark } from '../moderation/ModerationMark.tsx';
import { mentorKeys, requestSession, useMentor } from './api.ts';
import { BookSession, RequestButtons, RequestMessageField } from './BookSession.tsx';
import { CountryFlag } from './CountryFlag.tsx';
import { countryName, placeOf, useCountryNamesLanguage } from './format.ts';
import { languageLabel, topicLabel } from './labels.ts';
import { useLiveBookingList } from './live.ts';
import { PriceBadge } from './MentorCard.tsx';
import { OpenRequest } from './OpenRequest.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';

export function MentorDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const mentor = useMentor(id);
  usePageTitle(mentor.data?.display_name ?? t('mentors.detail.title'));

  let body: React.ReactNode;
  if (mentor.isPending) {
    body = (
      <p role="status" className="mt-6 text-muted-foreground">
        {t('mentors.detail.loading')}
      </p>
    );
  } else if (mentor.error instanceof ApiRequestError && mentor.error.status === 404) {
    body = <p className="mt-6 text-xl font-semibold">{t('mentors.detail.notFound')}</p>;
  } else if (mentor.isError || !mentor.data) {
    body = (
      <p role="alert" className="mt-6 text-danger">
        {t('mentors.detail.loadFailed')}
      </p>
    );
  } else {
    body = <MentorProfile mentor={mentor.data} />;
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.mentors} tone="primary">
        {t('mentors.onboarding.back')}
      </BackLink>
      {body}
    </section>
  );
}

function MentorProfile({ mentor }: { mentor: MentorDto }) {
  const { t, i18n } = useTranslation();
  const namesIn = useCountryNamesLanguage(i18n.language);
  const [photo, setPhoto] = useState(0);
  const main = mentor.photos[photo] ?? mentor.photos[0];
  const place = placeOf(mentor, namesIn);
  const links = [
    mentor.website_url ? { key: 'website', url: mentor.website_url } : null,
    ...Object.entries(mentor.social_links).map(([key, url]) => ({ key, url })),
  ].filter((link): link is { key: string; url: string } => !!link);

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <div className="relative overflow-hidden rounded-2xl border border-border bg-surface-raised">
          {main ? (
            <img
              src={main}
              alt={mentor.display_name}
              className="aspect-square w-full object-cover"
            />
          ) : (
            <div className="flex aspect-square items-center justify-center text-muted-foreground">
              {t('mentors.noPhoto')}
            </div>
          )}
          <PriceBadge mentor={mentor} className="absolute right-3 top-3 text-sm" />
        </div>
        {mentor.photos.length > 1 && (
          <ul className="mt-2 grid grid-cols-6 gap-2">
            {mentor.photos.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setPhoto(index)}
                  aria-label={t('mentors.onboarding.photoAlt', { number: index + 1 })}
                  aria-pressed={index === photo}
                  className="block overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-primary"
                >
                  <img
                    src={thumbnailUrl(url)}
                    alt=""
                    className="aspect-square w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0 space-y-5">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            {/* The mentor's name opens their member card (issue #41). */}
            <MemberName
              memberId={mentor.user_id}
              label={mentor.display_name}
              className="min-w-0 break-words"
            />
            <CountryFlag
              code={mentor.country}
              label={countryName(mentor.country, namesIn) ?? ''}
              className="h-5 w-[1.875rem]"
            />
          </h1>
          {place && (
            <p className="mt-1 flex items-center gap-1 text-muted-foreground">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {place}
            </p>
          )}
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('mentors.detail.about')}</h2>
          <p className="mt-1 whitespace-pre-line break-words">{mentor.bio}</p>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('mentors.detail.expertise')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {mentor.topics.map((topic) => (
              <li key={topic} className="rounded-full bg-primary/10 px-3 py-1 text-sm text-primary">
                {topicLabel(t, topic)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('mentors.detail.languages')}</h2>
          <p className="mt-1">
            {mentor.languages.map((language) => languageLabel(t, language)).join(', ')}
          </p>
        </div>
        {links.length > 0 && (
          <ul className="flex flex-wrap gap-3 text-sm">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  <Globe className="h-4 w-4" aria-hidden="true" />
                  {t(
                    link.key === 'website'
                      ? 'mentors.onboarding.website'
                      : `mentors.onboarding.social.${link.key}`,
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
        {mentor.mine && (
          <ModerationMark moderation={mentor.moderation} note={mentor.moderation_note} />
        )}
        {mentor.mine ? (
          <div className="flex flex-wrap gap-2 rounded-2xl border border-border bg-surface p-4">
            <p className="w-full text-sm text-muted-foreground">{t('mentors.detail.own')}</p>
            <Link to={paths.mentorOnboarding} className={buttonClass('outline')}>
              {t('mentors.detail.edit')}
            </Link>
            <Link to="/mentor/requests" className={buttonClass('primary')}>
              {t('mentors.requests.title')}
            </Link>
            <Link to={paths.mentorAvailability} className={buttonClass('outline')}>
              {t('mentors.sessions.availability.link')}
            </Link>
          </div>
        ) : (
          <>
            <SessionRequest mentor={mentor} />
            <ReportLinks mentor={mentor} />
          </>
        )}
        <ReviewsSection mentor={mentor} />
      </div>
    </div>
  );
}

/** Report the profile or the member behind it (issue #39); signed out, sign in first. */
function ReportLinks({ mentor }: { mentor: MentorDto }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const [reporting, setReporting] = useState<'mentor_profile' | 'member' | null>(null);
  const open = (kind: 'mentor_profile' | 'member') => (user ? setReporting(kind) : openLogin());
  const link =
    'inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-danger hover:underline';
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2">
      <button type="button" className={link} onClick={() => open('mentor_profile')}>
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        {t('moderation.report.profile')}
      </button>
      <button type="button" className={link} onClick={() => open('member')}>
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        {t('moderation.report.member')}
      </button>
      {reporting && (
        <LazyReportDialog
          kind={reporting}
          targetId={reporting === 'member' ? mentor.user_id : mentor.id}
          name={mentor.display_name}
          onClose={() => setReporting(null)}
        />
      )}
    </div>
  );
}

/**
 * The member's open request with this mentor when there is one (issue #40),
 * else the request form. Their requests are read first, so the form never
 * shows only to be replaced; they update live like /mentor/bookings.
 */
function SessionRequest({ mentor }: { mentor: MentorDto }) {
  const { user } = useCurrentUser();
  const bookings = useLiveBookingList('own');
  // A session whose time has passed is over (the next request completes it, issue #42).
  const open = bookings.data?.bookings.find(
    (booking) =>
      booking.mentor_id === mentor.id &&
      OPEN_BOOKING_STATUSES.includes(booking.status) &&
      !(booking.ends_at && new Date(booking.ends_at).getTime() <= Date.now()),
  );
  if (open) return <OpenRequest booking={open} mentor={mentor} />;
  // A failed read still offers the form (the server refuses a second open request).
  if (user && bookings.isPending) return null;
  // A mentor with weekly hours is booked for a time (issue #42); without, by a request.
  return mentor.availability ? <BookSession mentor={mentor} /> : <RequestForm mentor={mentor} />;
}

function RequestForm({ mentor }: { mentor: MentorDto }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  const here = `/mentor/${mentor.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast.error(t('mentors.detail.authRequired'), { description: t('mentors.detail.signIn') });
      navigate(`${paths.login}?next=${encodeURIComponent(here)}`);
      return;
    }
    if (!message.trim()) {
      setError(t('mentors.detail.messageRequiredBody'));
      toast.error(t('mentors.detail.messageRequired'), {
        description: t('mentors.detail.messageRequiredBody'),
      });
      return;
    }
    await whileBusy(
      async () => {
        await requestSession(mentor.id, message);
        await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
        toast.success(t('mentors.detail.sent'));
        navigate('/mentor/bookings');
      },
      async (failure) => {
        // Another tab sent one meanwhile: the page now shows that open request.
        if (failure instanceof ApiRequestError && failure.status === 409)
          await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
        toast.error(t('mentors.detail.requestFailed'), {
          description:
            failure instanceof ApiRequestError && failure.message === MENTOR_MESSAGES.blocked
              ? t('mentors.detail.blocked')
              : errorText(failure),
        });
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-5"
    >
      <h2 className="text-lg font-semibold">{t('mentors.detail.requestTitle')}</h2>
      <RequestMessageField
        value={message}
        onChange={(text) => {
          setMessage(text);
          setError(null);
        }}
        error={error}
      />
      <RequestButtons busy={busy} send={t('mentors.detail.send')} mentorId={mentor.id} />
    </form>
  );
}
