/**
 * The two booking lists (spec community §2 Mentor requests, Mentee bookings):
 * /mentor/requests, the signed-in mentor's incoming requests with Accept /
 * Decline and Mark Complete / Cancel; /mentor/bookings, the mentee's own
 * requests with the spec's status messages. Both update live.
 */

import { actionsFor, type BookingAction, type BookingDto } from '@shared/mentors.ts';
import type { OpenThreadInput } from '@shared/schemas/inbox.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import {
  changeBooking,
  mentorKeys,
  mentorUrl,
  useIncomingBookings,
  useOwnBookings,
} from './api.ts';
import { placeOf } from './format.ts';
import { useLiveBookings } from './live.ts';

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

const STATUS_STYLE: Record<string, string> = {
  requested: 'bg-accent/20 text-foreground',
  accepted: 'bg-primary/15 text-primary',
  completed: 'bg-primary text-primary-foreground',
  declined: 'bg-danger/15 text-danger',
  cancelled: 'bg-surface-raised text-muted-foreground',
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? ''}`}
      data-testid="booking-status"
    >
      {t(`mentors.status.${status}`)}
    </span>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">{children}</div>
    </section>
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

/** Runs one action on a booking with the spec's failure toasts; the lists refetch. */
function useBookingAction() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (booking: BookingDto, action: BookingAction) => {
    if (!user) {
      toast.error(t('mentors.requests.loginToUpdate'));
      return;
    }
    setBusy(booking.id);
    try {
      await changeBooking(booking.id, action);
    } catch (error) {
      toast.error(t('mentors.requests.updateFailed'), {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
    } finally {
      await refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
      setBusy(null);
    }
  };
  return { busy, run };
}

const ACTION_VARIANT: Record<BookingAction, 'primary' | 'outline'> = {
  accept: 'primary',
  decline: 'outline',
  complete: 'primary',
  cancel: 'outline',
  withdraw: 'outline',
};

export function MentorRequestsPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const requests = useIncomingBookings(user?.id ?? null);
  const { busy, run } = useBookingAction();
  useLiveBookings(user?.id ?? null);

  let body: React.ReactNode;
  if (isPending || (user && requests.isPending)) {
    body = <p className="text-muted-foreground">{t('mentors.requests.loading')}</p>;
  } else if (!user) {
    body = <SignedOut message={t('mentors.requests.signedOut')} />;
  } else if (requests.isError) {
    body = (
      <p role="alert" className="text-danger">
        {t('mentors.requests.failed')}
      </p>
    );
  } else if (!requests.data?.bookings.length) {
    body = (
      <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {t('mentors.requests.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {requests.data.bookings.map((booking) => (
          <li
            key={booking.id}
            className="rounded-2xl border border-border bg-surface p-4"
            data-testid="booking"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{booking.mentee.label ?? t('mentors.anonymous')}</p>
              <StatusBadge status={booking.status} />
            </div>
            <p className="mt-2 whitespace-pre-line break-words">{booking.message}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              <TimeAgo date={booking.created_at} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {actionsFor('mentor', booking.status).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={ACTION_VARIANT[action]}
                  disabled={busy === booking.id}
                  onClick={() => run(booking, action)}
                >
                  {t(`mentors.actions.${action}`)}
                </Button>
              ))}
              <MessageButton
                target={{ match: booking.mentee.id }}
                title={booking.mentee.label ?? t('mentors.anonymous')}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return <Shell title={t('mentors.requests.title')}>{body}</Shell>;
}

export function MentorBookingsPage() {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const bookings = useOwnBookings(user?.id ?? null);
  const { busy, run } = useBookingAction();
  useLiveBookings(user?.id ?? null);

  let body: React.ReactNode;
  if (isPending || (user && bookings.isPending)) {
    body = <p className="text-muted-foreground">{t('mentors.requests.loading')}</p>;
  } else if (!user) {
    body = <SignedOut message={t('mentors.bookings.signedOut')} />;
  } else if (bookings.isError) {
    body = (
      <p role="alert" className="text-danger">
        {t('mentors.requests.failed')}
      </p>
    );
  } else if (!bookings.data?.bookings.length) {
    body = (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{t('mentors.bookings.empty')}</p>
        <Link to={paths.mentors} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('mentors.bookings.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {bookings.data.bookings.map((booking) => {
          const place = placeOf(booking.mentor, i18n.language);
          return (
            <li
              key={booking.id}
              className="rounded-2xl border border-border bg-surface p-4"
              data-testid="booking"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={mentorUrl(booking.mentor.id)} className="font-semibold hover:underline">
                  {booking.mentor.display_name}
                </Link>
                <StatusBadge status={booking.status} />
              </div>
              {place && <p className="text-sm text-muted-foreground">{place}</p>}
              <p className="mt-2 whitespace-pre-line break-words">{booking.message}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                <TimeAgo date={booking.created_at} />
              </p>
              <div
                className="mt-3 rounded-xl bg-surface-raised p-3 text-sm"
                data-testid="booking-message"
              >
                <p>{t(`mentors.bookings.messages.${booking.status}`)}</p>
                {booking.status === 'completed' && (
                  <p>{t('mentors.bookings.messages.completedBody')}</p>
                )}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {actionsFor('mentee', booking.status).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant="outline"
                    disabled={busy === booking.id}
                    onClick={() => run(booking, action)}
                  >
                    {t(`mentors.actions.${action}`)}
                  </Button>
                ))}
                <MessageButton
                  target={{ mentor: booking.mentor.id }}
                  title={booking.mentor.display_name}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return <Shell title={t('mentors.bookings.title')}>{body}</Shell>;
}
