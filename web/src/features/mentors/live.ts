/**
 * Booking changes arrive live: the server stores a change, then publishes the
 * booking's id on both parties' user channels; the open requests and bookings
 * pages refetch. After a broken connection they catch up the same way.
 */
import { userChannel } from '@shared/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { refreshAfterChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { useCurrentUser } from '../auth/session.ts';
import { type BookingSide, mentorKeys, useBookings } from './api.ts';

export function useLiveBookings(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeChannel(userId ? userChannel(userId) : null, (event) => {
    if (event.kind === 'mentor-booking.changed')
      void refreshAfterChange(queryClient, { queryKey: mentorKeys.bookings });
  });
  useRefreshOnCatchUp(userId ? userChannel(userId) : null, mentorKeys.bookings);
}

/** The signed-in member's bookings on one side, kept live: what the booking pages and a mentor's page read. */
export function useLiveBookingList(side: BookingSide) {
  const { user } = useCurrentUser();
  const bookings = useBookings(side, user?.id ?? null);
  useLiveBookings(user?.id ?? null);
  return bookings;
}
