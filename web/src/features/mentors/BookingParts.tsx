/**
 * Pieces both booking lists and the mentor's page share: the status badge,
 * the reason a closed booking was given, and the dialog that asks before a
 * booking is declined, cancelled or withdrawn (issue #40: one click used to
 * do it), with an optional reason the other party sees; the buttons a party
 * has on a booking, and the hook that runs them.
 */
import {
  actionsFor,
  BOOKING_REASON_MAX,
  type BookingAction,
  type BookingDto,
  type BookingParty,
  isClosingAction,
} from '@shared/mentors.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { changeBooking, mentorKeys } from './api.ts';

const STATUS_STYLE: Record<string, string> = {
  requested: 'bg-accent/20 text-foreground',
  accepted: 'bg-primary/15 text-primary',
  completed: 'bg-primary text-primary-foreground',
  declined: 'bg-danger/15 text-danger',
  cancelled: 'bg-surface-raised text-muted-foreground',
};

export function StatusBadge({ status }: { status: string }) {
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

/** The reason given when the booking was closed, for both parties; nothing when none was. */
export function CloseReason({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation();
  if (!booking.close_reason) return null;
  return (
    <p className="mt-2 whitespace-pre-line break-words text-sm" data-testid="close-reason">
      {t('mentors.close.shown', { reason: booking.close_reason })}
    </p>
  );
}

type CloseBookingDialogProps = {
  action: BookingAction;
  otherName: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Asks before a closing action. `otherName` is the party who will be told
 * (and who reads the reason); `onConfirm` runs the action and resolves when
 * it is done, after which the dialog closes.
 */
export function CloseBookingDialog({
  action,
  otherName,
  onConfirm,
  onClose,
}: CloseBookingDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm(reason);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t(`mentors.close.${action}.title`)}
      description={t(`mentors.close.${action}.body`, { name: otherName })}
      closeLabel={t('mentors.close.keep')}
    >
      <form onSubmit={submit} className="mt-4">
        <TextAreaField
          label={t('mentors.close.reason')}
          hint={t('mentors.close.reasonHint', { name: otherName })}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={BOOKING_REASON_MAX}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('mentors.close.keep')}
          </Button>
          <Button type="submit" disabled={busy} className="bg-danger text-white hover:bg-danger/90">
            {t(`mentors.close.${action}.confirm`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Runs one action on a booking with the spec's failure toasts; the lists refetch. */
export function useBookingAction() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (booking: BookingDto, action: BookingAction, reason = '') => {
    if (!user) {
      toast.error(t('mentors.requests.loginToUpdate'));
      return;
    }
    setBusy(booking.id);
    try {
      await changeBooking(booking.id, action, reason);
    } catch (error) {
      toast.error(t('mentors.requests.updateFailed'), {
        description: errorText(error),
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

type BookingActionsProps = {
  booking: BookingDto;
  party: BookingParty;
  otherName: string;
  action: ReturnType<typeof useBookingAction>;
};

/**
 * The party's buttons for a booking. Accept and Mark Complete act at once;
 * Decline, Cancel and Withdraw ask first, with an optional reason for
 * `otherName` (issue #40).
 */
export function BookingActions({ booking, party, otherName, action }: BookingActionsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<BookingAction | null>(null);
  return (
    <>
      {actionsFor(party, booking.status).map((name) => (
        <Button
          key={name}
          size="sm"
          variant={ACTION_VARIANT[name]}
          disabled={action.busy === booking.id}
          onClick={() => (isClosingAction(name) ? setAsking(name) : action.run(booking, name))}
        >
          {t(`mentors.actions.${name}`)}
        </Button>
      ))}
      {asking && (
        <CloseBookingDialog
          action={asking}
          otherName={otherName}
          onConfirm={(reason) => action.run(booking, asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
