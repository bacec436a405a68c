/**
 * The mentee's open request with this mentor, shown on the mentor's page in
 * place of a fresh request form (issue #40: the form let a member write a
 * whole request only to be told 'You already have an open request with this
 * mentor'). Its status, what was asked, the spec's status message, and the
 * way to withdraw it, write to the mentor or see every request.
 */
import type { BookingDto, MentorDto } from '@shared/mentors.ts';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { BookingActions, StatusBadge, useBookingAction } from './BookingParts.tsx';
import { SessionTime } from './SessionParts.tsx';

export function OpenRequest({ booking, mentor }: { booking: BookingDto; mentor: MentorDto }) {
  const { t } = useTranslation();
  const action = useBookingAction();
  return (
    <section
      aria-labelledby="open-request-title"
      className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-5"
      data-testid="open-request"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-request-title" className="text-lg font-semibold">
          {t('mentors.open.title')}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <p className="text-sm text-muted-foreground">{t('mentors.open.body')}</p>
      <blockquote className="whitespace-pre-line break-words border-l-4 border-primary/40 pl-3">
        {booking.message}
      </blockquote>
      <p className="text-xs text-muted-foreground">
        <TimeAgo date={booking.created_at} />
      </p>
      <p className="rounded-xl bg-surface-raised p-3 text-sm">
        {booking.status === 'accepted' && booking.starts_at
          ? t('mentors.sessions.session.acceptedTimed')
          : t(`mentors.bookings.messages.${booking.status}`)}
      </p>
      <SessionTime booking={booking} />
      <div className="flex flex-wrap gap-2">
        <Link to="/mentor/bookings" className={buttonClass('primary', 'sm')}>
          {t('mentors.open.seeAll')}
        </Link>
        <Link to={`/inbox?mentor=${mentor.id}`} className={buttonClass('outline', 'sm')}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t('mentors.detail.sendMessage')}
        </Link>
        <BookingActions
          booking={booking}
          party="mentee"
          otherName={mentor.display_name}
          action={action}
        />
      </div>
    </section>
  );
}
