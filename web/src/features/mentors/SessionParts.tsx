/**
 * A booking's time, length and way to meet (issue #42), shown to both
 * parties: the time in the reader's own zone with the mentor's beside it,
 * 'Add to calendar' (an .ics file) once accepted, and the review: the form
 * for the mentee after the session's end, the review and the mentor's one
 * reply after.
 */
import type { BookingDto, MeetingMode, MentorReviewDto } from '@shared/mentors.ts';
import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from '@shared/mentors.ts';
import type { ReviewInput } from '@shared/schemas/mentors.ts';
import { currentZoneName, sessionClock, sessionDay, zoneName } from '@shared/session-time.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarPlus, Clock, MapPin, Phone, Star, Video } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import { calendarUrl, mentorKeys, replyToReview, writeReview } from './api.ts';

/** The reader's time zone once the page is the browser's (the server draws UTC). */
export function useReaderZone(): string {
  const hydrated = useHydrated();
  if (!hydrated) return 'UTC';
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

/** 'Mon, Nov 30 · 9:00 AM' in `zone` and the interface's language. */
export function slotText(iso: string, zone: string, language: string): string {
  return `${sessionDay(iso, zone, language)} · ${sessionClock(iso, zone, language)}`;
}

export function SessionTime({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation();
  const zone = useReaderZone();
  if (!booking.starts_at || !booking.ends_at) return null;
  const language = i18n.language;
  const mentorZone = booking.time_zone ?? zone;
  const minutes = Math.round(
    (new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime()) / 60_000,
  );
  const agreed = booking.status === 'accepted' || booking.status === 'completed';
  return (
    <div
      className="mt-3 space-y-1.5 rounded-xl border border-border p-3 text-sm"
      data-testid="session-time"
    >
      <p className="flex flex-wrap items-center gap-x-2 font-semibold">
        <Clock className="h-4 w-4 text-primary" aria-hidden="true" />
        <span data-testid="session-your-time">
          {t('mentors.sessions.session.yourTime', {
            time: slotText(booking.starts_at, zone, language),
          })}
        </span>
        <span className="font-normal text-muted-foreground">
          · {t('mentors.sessions.session.length', { count: minutes })}
        </span>
      </p>
      {mentorZone !== zone && (
        <p className="text-muted-foreground" data-testid="session-mentor-time">
          {t('mentors.sessions.session.theirTime', {
            time: slotText(booking.starts_at, mentorZone, language),
            zone: zoneName(mentorZone, language),
          })}
        </p>
      )}
      <MeetingLine booking={booking} />
      {booking.status === 'requested' && booking.hold_until && (
        <p className="text-xs text-muted-foreground">
          {t('mentors.sessions.session.heldUntil', {
            time: slotText(booking.hold_until, zone, language),
          })}
        </p>
      )}
      {agreed && (
        <a
          href={calendarUrl(booking.id)}
          download
          className="inline-flex min-h-9 items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('mentors.sessions.session.addToCalendar')}
        </a>
      )}
    </div>
  );
}

const MEETING_ICONS = { video: Video, phone: Phone, in_person: MapPin } as const;

/** A booking's way to meet in words (a video call's link aside): the number or place when given. */
function meetingWords(mode: MeetingMode, detail: string | null, t: TFunction) {
  if (mode === 'phone')
    return detail
      ? t('mentors.sessions.session.phoneAt', { phone: detail })
      : t('mentors.sessions.availability.modes.phone');
  if (mode === 'in_person')
    return detail
      ? t('mentors.sessions.session.inPersonIn', { city: detail })
      : t('mentors.sessions.session.inPerson');
  return t('mentors.sessions.availability.modes.video');
}

function MeetingLine({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation();
  const mode = booking.meeting_mode;
  if (!mode) return null;
  const detail = booking.meeting_detail;
  const Icon = MEETING_ICONS[mode];
  return (
    <p className="flex items-center gap-2">
      <Icon className="h-4 w-4" aria-hidden="true" />
      {mode === 'video' && detail ? (
        <a
          href={detail}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-primary hover:underline"
        >
          {t('mentors.sessions.session.joinVideo')}
        </a>
      ) : (
        meetingWords(mode, detail, t)
      )}
    </p>
  );
}

export function Stars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${size} ${n <= Math.round(rating) ? 'fill-accent text-accent' : 'text-border'}`}
        />
      ))}
    </span>
  );
}

/**
 * A review written or replied to: busy while it is sent and the pages are
 * refreshed, then the mentee's bookings and the mentor's pages show it; a
 * failure says why in a toast.
 */
function useReviewChange<Input>(
  send: (input: Input) => Promise<unknown>,
  sentKey: string,
  failedKey: string,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast.success(t(sentKey));
      await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
      await refreshAfterChange(queryClient, { queryKey: mentorKeys.all });
    },
    onError: (failure) => {
      toast.error(t(failedKey), { description: errorText(failure) });
    },
  });
}

/** The mentee's review form, once the session has ended and none was written. */
export function ReviewForm({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const write = useReviewChange(
    (input: ReviewInput) => writeReview(booking.id, input),
    'mentors.sessions.review.sent',
    'mentors.sessions.review.failed',
  );
  const busy = write.isPending;
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('mentors.sessions.review.pickRating'));
      return;
    }
    write.mutate({ rating, body: body.trim() || null });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-3"
      data-testid="review-form"
    >
      <h3 className="font-semibold">{t('mentors.sessions.review.title')}</h3>
      <fieldset>
        <legend className="text-sm font-medium">{t('mentors.sessions.review.rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name={`rating-${booking.id}`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setError(null);
                }}
                className="sr-only"
              />
              <Star
                className={`h-7 w-7 ${n <= rating ? 'fill-accent text-accent' : 'text-muted-foreground'}`}
                aria-hidden="true"
              />
              <span className="sr-only">{t('mentors.sessions.review.star', { count: n })}</span>
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('mentors.sessions.review.body')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={REVIEW_BODY_MAX}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {t(busy ? 'mentors.sessions.review.sending' : 'mentors.sessions.review.send')}
      </Button>
    </form>
  );
}

type ReviewViewProps = {
  review: MentorReviewDto;
  onReport?: () => void;
};

/** A review with its reply; the mentor's one reply form when they may still reply. */
export function ReviewView({ review, onReport }: ReviewViewProps) {
  const { t, i18n } = useTranslation();
  const zone = useReaderZone();
  const [reply, setReply] = useState('');
  const send = useReviewChange(
    (words: string) => replyToReview(review.id, words),
    'mentors.sessions.review.replied',
    'mentors.sessions.review.replyFailed',
  );
  const busy = send.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    send.mutate(reply.trim());
  };
  return (
    <div className="space-y-2" data-testid="review">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">
          {t('mentors.sessions.review.star', { count: review.rating })}
        </span>
        <span className="text-sm font-medium">{review.mentee.label ?? t('mentors.anonymous')}</span>
        <span className="text-xs text-muted-foreground">
          {sessionDay(review.created_at, zone, i18n.language)}
        </span>
      </div>
      {review.body && <p className="whitespace-pre-line break-words">{review.body}</p>}
      {review.reply && (
        <div className="ml-4 border-l-4 border-primary/30 pl-3 text-sm">
          <p className="font-medium">{t('mentors.sessions.review.mentorReply')}</p>
          <p className="whitespace-pre-line break-words">{review.reply}</p>
        </div>
      )}
      {review.can_reply && (
        <form onSubmit={submit} className="ml-4 space-y-2">
          <TextAreaField
            label={t('mentors.sessions.review.replyLabel')}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            maxLength={REVIEW_REPLY_MAX}
          />
          <Button type="submit" size="sm" disabled={busy || !reply.trim()}>
            {t('mentors.sessions.review.sendReply')}
          </Button>
        </form>
      )}
      {onReport && (
        <button
          type="button"
          onClick={onReport}
          className="text-xs text-muted-foreground underline-offset-4 hover:text-danger hover:underline"
        >
          {t('mentors.sessions.review.report')}
        </button>
      )}
    </div>
  );
}

type BookingSessionProps = {
  booking: BookingDto;
  party: 'mentor' | 'mentee';
};

/** On a booking: its time, and for the mentee the review form or their review. */
export function BookingSession({ booking, party }: BookingSessionProps) {
  const { t } = useTranslation();
  return (
    <>
      <SessionTime booking={booking} />
      {booking.can_review && <ReviewForm booking={booking} />}
      {booking.review && (
        <div className="mt-3 rounded-xl bg-surface-raised p-3">
          <p className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
            {t(
              party === 'mentee'
                ? 'mentors.sessions.review.yours'
                : 'mentors.sessions.review.menteeReview',
            )}
          </p>
          <ReviewView review={booking.review} />
        </div>
      )}
    </>
  );
}
