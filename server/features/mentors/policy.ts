/**
 * Who may do what with mentors and bookings (pure rules, no I/O). Anyone
 * reads the directory and profiles; only the owner edits a profile; booking
 * transitions follow shared BOOKING_TRANSITIONS (the mentor accepts, declines,
 * completes, cancels; the mentee withdraws a request still waiting).
 */
import {
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingParty,
  type BookingStatus,
} from '../../../shared/mentors.ts';

export function mayEditMentor(viewerId: string, mentor: { userId: string }): boolean {
  return viewerId === mentor.userId;
}

/**
 * A member may not request a session with their own mentor profile, nor
 * across a block, whichever of the two blocked the other (issue #39).
 */
export function mayBook(
  viewerId: string,
  mentor: { userId: string },
  blockedBetween: boolean,
): 'ok' | 'own_profile' | 'blocked' {
  if (viewerId === mentor.userId) return 'own_profile';
  return blockedBetween ? 'blocked' : 'ok';
}

/** The viewer's side of a booking, or null when they are neither party. */
export function partyOf(
  viewerId: string,
  booking: { menteeId: string; mentorUserId: string },
): BookingParty | null {
  if (viewerId === booking.mentorUserId) return 'mentor';
  if (viewerId === booking.menteeId) return 'mentee';
  return null;
}

export type TransitionCheck =
  | { ok: true; to: BookingStatus }
  | { ok: false; status: 403 | 409; message: string };

/** Whether `party` may take `action` on a booking in `status` (the state machine's table). */
export function checkTransition(
  party: BookingParty | null,
  action: BookingAction,
  status: BookingStatus,
): TransitionCheck {
  const rule = BOOKING_TRANSITIONS[action];
  if (party === null)
    return {
      ok: false,
      status: 403,
      message: 'Only the mentor or the mentee can change this booking',
    };
  if (rule.by !== 'either' && party !== rule.by)
    return {
      ok: false,
      status: 403,
      message:
        rule.by === 'mentor'
          ? `Only the mentor can ${action} a booking`
          : 'Only the mentee can withdraw their request',
    };
  if (status !== rule.from)
    return {
      ok: false,
      status: 409,
      message: `This booking is ${status}; only a ${rule.from} booking can be ${pastTense(action)}`,
    };
  return { ok: true, to: rule.to };
}

function pastTense(action: BookingAction): string {
  return {
    accept: 'accepted',
    decline: 'declined',
    complete: 'completed',
    cancel: 'cancelled',
    withdraw: 'withdrawn',
  }[action];
}
