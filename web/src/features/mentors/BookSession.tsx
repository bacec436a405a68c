/**
 * Booking a time with a mentor who has weekly hours (issue #42): the free
 * slots of their booking window by day, in the reader's time zone with the
 * mentor's beside each, one chosen, then the request's message. The slot is
 * held for the mentee until the mentor answers or 48 hours pass; a slot taken
 * meanwhile answers 409 and the slots are read again.
 */
import { MENTOR_MESSAGES, type MentorDto } from '@shared/mentors.ts';
import { sessionClock, sessionDay, zoneName } from '@shared/session-time.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { useCurrentUser } from '../auth/session.ts';
import { mentorKeys, requestSession, useMentorSlots } from './api.ts';
import { slotText, useReaderZone } from './SessionParts.tsx';

/** Days shown at first; 'Show more days' adds as many again. */
const DAYS_AT_ONCE = 5;

export function BookSession({ mentor }: { mentor: MentorDto }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zone = useReaderZone();
  const language = i18n.language;
  const slots = useMentorSlots(mentor.id, true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [days, setDays] = useState(DAYS_AT_ONCE);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const mentorZone = slots.data?.time_zone ?? mentor.availability?.time_zone ?? zone;

  const byDay = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const slot of slots.data?.slots ?? []) {
      const day = sessionDay(slot, zone, language);
      groups.set(day, [...(groups.get(day) ?? []), slot]);
    }
    return [...groups.entries()];
  }, [slots.data, zone, language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast.error(t('mentors.detail.authRequired'), { description: t('mentors.detail.signIn') });
      navigate(`${paths.login}?next=${encodeURIComponent(`/mentor/${mentor.id}`)}`);
      return;
    }
    if (!chosen) {
      setError(t('mentors.sessions.book.pickFirst'));
      return;
    }
    if (!message.trim()) {
      setError(t('mentors.detail.messageRequiredBody'));
      return;
    }
    await whileBusy(
      async () => {
        await requestSession(mentor.id, message, chosen);
        await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
        toast.success(t('mentors.detail.sent'));
        navigate('/mentor/bookings');
      },
      async (failure) => {
        const taken =
          failure instanceof ApiRequestError && failure.message === MENTOR_MESSAGES.slotTaken;
        if (taken) {
          setChosen(null);
          await refreshAfterChange(queryClient, { queryKey: mentorKeys.slots(mentor.id) });
        }
        if (failure instanceof ApiRequestError && failure.status === 409 && !taken)
          await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
        toast.error(t('mentors.detail.requestFailed'), {
          description: taken
            ? t('mentors.sessions.book.taken')
            : failure instanceof ApiRequestError && failure.message === MENTOR_MESSAGES.blocked
              ? t('mentors.detail.blocked')
              : errorText(failure),
        });
      },
    );
  };

  const availability = mentor.availability;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-border bg-surface p-4 md:p-5"
      data-testid="book-session"
    >
      <div>
        <h2 className="text-lg font-semibold">{t('mentors.sessions.book.title')}</h2>
        {availability && (
          <p className="mt-1 text-sm text-muted-foreground">
            {t('mentors.sessions.book.intro', {
              length: t('mentors.sessions.availability.minutes', {
                count: availability.session_minutes,
              }),
              mode: t(`mentors.sessions.availability.modes.${availability.meeting_mode}`),
              zone: zoneName(zone, language),
              mentorZone: zoneName(mentorZone, language),
            })}
          </p>
        )}
      </div>
      {slots.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('mentors.sessions.book.loading')}
        </p>
      ) : slots.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('mentors.sessions.book.failed')}
        </p>
      ) : byDay.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('mentors.sessions.book.none')}</p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium">{t('mentors.sessions.book.pick')}</legend>
          <div className="mt-2 space-y-3">
            {byDay.slice(0, days).map(([day, daySlots]) => (
              <div key={day}>
                <p className="text-sm font-semibold">{day}</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {daySlots.map((slot) => (
                    <li key={slot}>
                      <button
                        type="button"
                        aria-pressed={chosen === slot}
                        onClick={() => {
                          setChosen(slot);
                          setError(null);
                        }}
                        className="flex min-h-11 flex-col items-center justify-center rounded-lg border border-border px-3 py-1 text-sm hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                        data-testid="slot"
                        data-slot={slot}
                      >
                        <span className="font-semibold">{sessionClock(slot, zone, language)}</span>
                        {mentorZone !== zone && (
                          <span className="text-[11px] opacity-80">
                            {t('mentors.sessions.book.theirs', {
                              time: sessionClock(slot, mentorZone, language),
                            })}
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {byDay.length > days && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-2"
              onClick={() => setDays((n) => n + DAYS_AT_ONCE)}
            >
              {t('mentors.sessions.book.more')}
            </Button>
          )}
        </fieldset>
      )}
      {chosen && (
        <p className="rounded-xl bg-primary/10 p-3 text-sm" data-testid="chosen-slot">
          {t('mentors.sessions.book.chosen', { time: slotText(chosen, zone, language) })}
          {mentorZone !== zone && (
            <span className="block text-muted-foreground">
              {t('mentors.sessions.session.theirTime', {
                time: slotText(chosen, mentorZone, language),
                zone: zoneName(mentorZone, language),
              })}
            </span>
          )}
          <span className="mt-1 block text-xs text-muted-foreground">
            {t('mentors.sessions.book.held')}
          </span>
        </p>
      )}
      <RequestMessageField
        value={message}
        onChange={(text) => {
          setMessage(text);
          setError(null);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <RequestButtons busy={busy} send={t('mentors.sessions.book.send')} mentorId={mentor.id} />
    </form>
  );
}

type RequestMessageFieldProps = {
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
};

/** What the mentee writes with a request (a slot or none), up to 2,000 characters. */
export function RequestMessageField({ value, onChange, error }: RequestMessageFieldProps) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('mentors.detail.messageLabel')}
      placeholder={t('mentors.detail.messagePlaceholder')}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={2000}
    />
  );
}

type RequestButtonsProps = {
  busy: boolean;
  send: string;
  mentorId: string;
};

/** A request form's buttons: send it, or write to the mentor in the inbox instead. */
export function RequestButtons({ busy, send, mentorId }: RequestButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {busy ? t('mentors.detail.sending') : send}
      </Button>
      <Link to={`/inbox?mentor=${mentorId}`} className={buttonClass('outline')}>
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        {t('mentors.detail.sendMessage')}
      </Link>
    </div>
  );
}
