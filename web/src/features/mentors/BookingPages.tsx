/**
 * The two booking lists (docs/product.md#mentors Mentor requests, Mentee bookings):
 * /mentor/requests, the signed-in mentor's incoming requests with Accept /
 * Decline and Mark Complete / Cancel; /mentor/bookings, the mentee's own
 * requests with the spec's status messages. Both update live. Closing a
 * booking asks first and may give the other party a reason.
 */

import type { BookingDto, BookingListReply } from '@shared/mentors.ts';
import type { OpenThreadInput } from '@shared/schemas/inbox.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { mentorUrl } from './api.ts';
import { BookingActions, CloseReason, StatusBadge, useBookingAction } from './BookingParts.tsx';
import { placeOf } from './format.ts';
import { type BookingSide, useLiveBookingList } from './live.ts';
import { BookingSession } from './SessionParts.tsx';

const MessageDialog = lazy(async () => ({
  default: (await import('../inbox/MessageDialog.tsx')).MessageDialog,
}));

/** 'Message' opens the inbox thread with the other party (to arrange the session). */
function MessageButton({ target, title }: { target: OpenThreadInput; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        {t('mentors.message')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MessageDialog target={target} title={title} onOpenChange={(next) => setOpen(next)} />
        </Suspense>
      )}
    </>
  );
}

function SignedOut({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-border bg-surface p-8 text-center">
      <p>{message}</p>
      <Link
        to={`${paths.login}?next=${encodeURIComponent(window.location.pathname)}`}
        className={buttonClass('primary', 'md', 'mt-4')}
      >
        {t('mentors.requests.login')}
      </Link>
    </div>
  );
}

type BookingPageProps = {
  title: string;
  side: BookingSide;
  signedOut: string;
  empty: ReactNode;
  children: (booking: BookingDto, action: ReturnType<typeof useBookingAction>) => ReactNode;
};

/**
 * Either booking page: its title over the reader's bookings on that `side`
 * (read live), or loading, signed out, failed or empty; else one item a
 * booking, drawn by `children` with the action that answers it.
 */
function BookingPage({ title, side, signedOut, empty, children }: BookingPageProps) {
  usePageTitle(title);
  const list = useLiveBookingList(side);
  const action = useBookingAction();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">
        <BookingList list={list} signedOut={signedOut} empty={empty}>
          {(booking) => children(booking, action)}
        </BookingList>
      </div>
    </section>
  );
}

type BookingListProps = {
  list: UseQueryResult<BookingListReply>;
  signedOut: string;
  empty: ReactNode;
  children: (booking: BookingDto) => ReactNode;
};

/** A booking list's states: loading, signed out, failed or empty, else one item a booking. */
function BookingList({ list, signedOut, empty, children }: BookingListProps) {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  if (isPending || (user && list.isPending)) {
    return <p className="text-muted-foreground">{t('mentors.requests.loading')}</p>;
  }
  if (!user) return <SignedOut message={signedOut} />;
  if (list.isError) {
    return (
      <p role="alert" className="text-danger">
        {t('mentors.requests.failed')}
      </p>
    );
  }
  if (!list.data?.bookings.length) return empty;
  return <ul className="space-y-3">{list.data.bookings.map(children)}</ul>;
}

type BookingCardProps = {
  booking: BookingDto;
  /** The reader's side of it. */
  party: 'mentor' | 'mentee';
  heading: ReactNode;
  subtitle?: ReactNode;
  otherName: string;
  messageTarget: OpenThreadInput;
  action: ReturnType<typeof useBookingAction>;
  children?: ReactNode;
};

/**
 * A booking in either list: who it is with and its status, the request's
 * words and age, then `children` (the mentee's note on where it stands), the
 * session, why it closed, and what the reader can do: answer it, or message the other party.
 */
function BookingCard({
  booking,
  party,
  heading,
  subtitle,
  otherName,
  messageTarget,
  action,
  children,
}: BookingCardProps) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4" data-testid="booking">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        <StatusBadge status={booking.status} />
      </div>
      {subtitle}
      <p className="mt-2 whitespace-pre-line break-words">{booking.message}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        <TimeAgo date={booking.created_at} />
      </p>
      {children}
      <BookingSession booking={booking} party={party} />
      <CloseReason booking={booking} />
      <div className="mt-3 flex flex-wrap gap-2">
        <BookingActions booking={booking} party={party} otherName={otherName} action={action} />
        <MessageButton target={messageTarget} title={otherName} />
      </div>
    </li>
  );
}

export function MentorRequestsPage() {
  const { t } = useTranslation();
  return (
    <BookingPage
      title={t('mentors.requests.title')}
      side="incoming"
      signedOut={t('mentors.requests.signedOut')}
      empty={
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('mentors.requests.empty')}
        </p>
      }
    >
      {(booking, action) => {
        const mentee = booking.mentee.label ?? t('mentors.anonymous');
        return (
          <BookingCard
            key={booking.id}
            booking={booking}
            party="mentor"
            heading={<p className="font-semibold">{mentee}</p>}
            otherName={mentee}
            messageTarget={{ match: booking.mentee.id }}
            action={action}
          />
        );
      }}
    </BookingPage>
  );
}

export function MentorBookingsPage() {
  const { t, i18n } = useTranslation();
  return (
    <BookingPage
      title={t('mentors.bookings.title')}
      side="own"
      signedOut={t('mentors.bookings.signedOut')}
      empty={
        <div className="rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="text-muted-foreground">{t('mentors.bookings.empty')}</p>
          <Link to={paths.mentors} className={buttonClass('primary', 'md', 'mt-4')}>
            {t('mentors.bookings.browse')}
          </Link>
        </div>
      }
    >
      {(booking, action) => {
        const place = placeOf(booking.mentor, i18n.language);
        return (
          <BookingCard
            key={booking.id}
            booking={booking}
            party="mentee"
            heading={
              <Link to={mentorUrl(booking.mentor.id)} className="font-semibold hover:underline">
                {booking.mentor.display_name}
              </Link>
            }
            subtitle={place && <p className="text-sm text-muted-foreground">{place}</p>}
            otherName={booking.mentor.display_name}
            messageTarget={{ mentor: booking.mentor.id }}
            action={action}
          >
            <div
              className="mt-3 rounded-xl bg-surface-raised p-3 text-sm"
              data-testid="booking-message"
            >
              <p>
                {booking.status === 'accepted' && booking.starts_at
                  ? t('mentors.sessions.session.acceptedTimed')
                  : t(`mentors.bookings.messages.${booking.status}`)}
              </p>
              {booking.status === 'completed' && (
                <p>{t('mentors.bookings.messages.completedBody')}</p>
              )}
            </div>
          </BookingCard>
        );
      }}
    </BookingPage>
  );
}
