/**
 * /mentor/availability (issue #42): the signed-in mentor's weekly hours in
 * their own time zone, the session length, how sessions happen and how far
 * ahead they can be booked. No hours keeps the request-only flow.
 */
import {
  BOOKING_WEEKS_MAX,
  MEETING_DETAIL_MAX,
  MEETING_MODES,
  type MeetingMode,
  SESSION_LENGTHS,
  type WeeklyRange,
} from '@shared/mentors.ts';
import { currentZoneName } from '@shared/session-time.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field, inputClass, SelectField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { useCurrentUser } from '../auth/session.ts';
import { mentorKeys, mentorUrl, saveAvailability, useOwnMentor } from './api.ts';
import { useReaderZone } from './SessionParts.tsx';

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Quarter hours, 00:00 to 24:00, for the range selects. */
const CLOCKS = Array.from({ length: 97 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function zones(current: string): string[] {
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf(
      'timeZone',
    );
  } catch {
    all = [];
  }
  return [...new Set([current, 'UTC', ...all].map(currentZoneName))].filter(Boolean).sort();
}

export function AvailabilityPage() {
  const { t } = useTranslation();
  usePageTitle(t('mentors.sessions.availability.title'));
  const { user, isPending } = useCurrentUser();
  const own = useOwnMentor(user?.id ?? null);
  let body: React.ReactNode;
  if (isPending || (user && own.isPending)) {
    body = <p className="text-muted-foreground">{t('mentors.requests.loading')}</p>;
  } else if (!user) {
    body = (
      <div className="rounded-2xl border border-border bg-surface p-8 text-center">
        <p>{t('mentors.sessions.availability.signedOut')}</p>
        <Link
          to={`${paths.login}?next=${encodeURIComponent(paths.mentorAvailability)}`}
          className={buttonClass('primary', 'md', 'mt-4')}
        >
          {t('mentors.requests.login')}
        </Link>
      </div>
    );
  } else if (!own.data?.mentor) {
    body = (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p>{t('mentors.sessions.availability.noProfile')}</p>
        <Link to={paths.mentorOnboarding} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('mentors.become')}
        </Link>
      </div>
    );
  } else {
    body = (
      <AvailabilityForm mentorId={own.data.mentor.id} current={own.data.mentor.availability} />
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {t('mentors.sessions.availability.title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('mentors.sessions.availability.intro')}</p>
      <div className="mt-6">{body}</div>
    </section>
  );
}

type Current = NonNullable<
  NonNullable<ReturnType<typeof useOwnMentor>['data']>['mentor']
>['availability'];

function AvailabilityForm({ mentorId, current }: { mentorId: string; current: Current }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const readerZone = useReaderZone();
  const [zone, setZone] = useState(current?.time_zone ?? '');
  const [minutes, setMinutes] = useState<number>(current?.session_minutes ?? 60);
  const [mode, setMode] = useState<MeetingMode>(current?.meeting_mode ?? 'video');
  const [detail, setDetail] = useState(current?.meeting_detail ?? '');
  const [weeks, setWeeks] = useState(current?.booking_weeks ?? 4);
  const [ranges, setRanges] = useState<WeeklyRange[]>(current?.weekly_hours ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, whileBusy] = useBusy();
  // The browser's zone once known, for a mentor who has none yet.
  useEffect(() => {
    if (!zone && readerZone !== 'UTC') setZone(readerZone);
  }, [zone, readerZone]);
  const zoneOptions = useMemo(() => zones(zone || readerZone), [zone, readerZone]);

  const save = async (event: FormEvent, clear = false) => {
    event.preventDefault();
    setErrors({});
    await whileBusy(
      async () => {
        await saveAvailability({
          time_zone: zone || readerZone,
          session_minutes: minutes as 30 | 60,
          meeting_mode: mode,
          meeting_detail: mode === 'in_person' ? null : detail.trim() || null,
          booking_weeks: weeks,
          weekly_hours: clear ? [] : ranges,
        });
        if (clear) setRanges([]);
        toast.success(t('mentors.sessions.availability.saved'));
        await refreshAfterChange(queryClient, { queryKey: mentorKeys.all });
      },
      (failure) => {
        if (failure instanceof ApiRequestError && failure.fields) setErrors(failure.fields);
        toast.error(t('mentors.sessions.availability.saveFailed'), {
          description: errorText(failure),
        });
      },
    );
  };

  // In the order added (rows do not jump while being edited).
  const sorted = ranges.map((range, index) => ({ range, index }));
  /** A new range: the day after the last one, at its hours (Monday 09:00–12:00 first). */
  const nextRange = (): WeeklyRange => {
    const last = ranges.at(-1);
    return last
      ? { day: (last.day + 1) % 7, start: last.start, end: last.end }
      : { day: 1, start: '09:00', end: '12:00' };
  };
  const change = (index: number, next: Partial<WeeklyRange>) =>
    setRanges((all) => all.map((range, i) => (i === index ? { ...range, ...next } : range)));

  return (
    <form onSubmit={save} noValidate className="space-y-5" data-testid="availability-form">
      <SelectField
        label={t('mentors.sessions.availability.timeZone')}
        value={zone || readerZone}
        onChange={(event) => setZone(event.target.value)}
        options={zoneOptions.map((value) => ({ value, label: value.replace(/_/g, ' ') }))}
        error={errors.time_zone}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('mentors.sessions.availability.length')}
          value={String(minutes)}
          onChange={(event) => setMinutes(Number(event.target.value))}
          options={SESSION_LENGTHS.map((length) => ({
            value: String(length),
            label: t('mentors.sessions.availability.minutes', { count: length }),
          }))}
        />
        <SelectField
          label={t('mentors.sessions.availability.weeks')}
          value={String(weeks)}
          onChange={(event) => setWeeks(Number(event.target.value))}
          options={Array.from({ length: BOOKING_WEEKS_MAX }, (_, i) => ({
            value: String(i + 1),
            label: t('mentors.sessions.availability.weeksValue', { count: i + 1 }),
          }))}
        />
      </div>
      <SelectField
        label={t('mentors.sessions.availability.mode')}
        value={mode}
        onChange={(event) => setMode(event.target.value as MeetingMode)}
        options={MEETING_MODES.map((value) => ({
          value,
          label: t(`mentors.sessions.availability.modes.${value}`),
        }))}
      />
      {mode === 'in_person' ? (
        <p className="text-sm text-muted-foreground">
          {t('mentors.sessions.availability.inPersonHint')}
        </p>
      ) : (
        <Field
          label={t(
            mode === 'video'
              ? 'mentors.sessions.availability.videoLink'
              : 'mentors.sessions.availability.phone',
          )}
          type={mode === 'video' ? 'url' : 'tel'}
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          maxLength={MEETING_DETAIL_MAX}
          hint={t('mentors.sessions.availability.detailHint')}
          error={errors.meeting_detail}
          required
        />
      )}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('mentors.sessions.availability.hours')}</legend>
        {sorted.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t('mentors.sessions.availability.noHours')}
          </p>
        )}
        <ul className="space-y-2">
          {sorted.map(({ range, index }) => (
            <li
              key={index}
              className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-xl border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
              data-testid="hours-range"
            >
              <label className="col-span-3 block text-xs font-medium sm:col-span-1">
                {t('mentors.sessions.availability.day')}
                <select
                  className={`${inputClass} mt-1`}
                  value={range.day}
                  onChange={(event) => change(index, { day: Number(event.target.value) })}
                >
                  {WEEK_ORDER.map((day) => (
                    <option key={day} value={day}>
                      {t(`mentors.sessions.weekdays.${day}`)}
                    </option>
                  ))}
                </select>
              </label>
              <ClockSelect
                label={t('mentors.sessions.availability.from')}
                value={range.start}
                clocks={CLOCKS.slice(0, -1)}
                onChange={(start) => change(index, { start })}
              />
              <ClockSelect
                label={t('mentors.sessions.availability.to')}
                value={range.end}
                clocks={CLOCKS.slice(1)}
                onChange={(end) => change(index, { end })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-11"
                aria-label={t('mentors.sessions.availability.removeRange')}
                onClick={() => setRanges((all) => all.filter((_, i) => i !== index))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {errors.weekly_hours && (
          <p role="alert" className="text-sm text-danger">
            {errors.weekly_hours}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setRanges((all) => [...all, nextRange()])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('mentors.sessions.availability.addRange')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={busy}>
          {t(busy ? 'mentors.sessions.availability.saving' : 'mentors.sessions.availability.save')}
        </Button>
        {current?.weekly_hours.length ? (
          <Button type="button" variant="outline" disabled={busy} onClick={(e) => save(e, true)}>
            {t('mentors.sessions.availability.clear')}
          </Button>
        ) : null}
        <Link to={mentorUrl(mentorId)} className={buttonClass('ghost')}>
          {t('mentors.onboarding.back')}
        </Link>
      </div>
    </form>
  );
}

type ClockSelectProps = {
  label: string;
  value: string;
  clocks: string[];
  onChange: (clock: string) => void;
};

/** A range's start or end: a clock time from the list (a range starts before the day's last and ends after its first). */
function ClockSelect({ label, value, clocks, onChange }: ClockSelectProps) {
  return (
    <label className="block text-xs font-medium">
      {label}
      <select
        className={`${inputClass} mt-1`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {clocks.map((clock) => (
          <option key={clock} value={clock}>
            {clock}
          </option>
        ))}
      </select>
    </label>
  );
}
