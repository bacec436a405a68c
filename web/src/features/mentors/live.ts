/**
 * The booking lists, read and kept live: the server stores a change, then
 * publishes the booking's id on both parties' user channels; the open requests
 * and bookings pages refetch. After a broken connection they catch up the same
 * way. Only the booking pages and a mentor's page read them, so they are here,
 * not in api.ts, which the home page loads.
 */

import type { BookingListReply } from '@shared/mentors.ts';
import { userChannel } from '@shared/realtime.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { refreshAfterChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { useCurrentUser } from '../auth/session.ts';
import { mentorKeys } from './api.ts';

/** A reader's side of the bookings: requests to them as a mentor, or their own as a mentee. */
export type BookingSide = 'incoming' | 'own';

const BOOKINGS_PATH: Record<BookingSide, string> = {
  incoming: '/mentors/bookings/incoming',
  own: '/mentors/bookings/mine',
};

/** The signed-in member's bookings on one side (none read while signed out). */
function useBookings(side: BookingSide, userId: string | null) {
  return useQuery({
    queryKey: mentorKeys[side](userId),
    queryFn: () => apiFetch<BookingListReply>(BOOKINGS_PATH[side]),
    enabled: userId !== null,
  });
}

function useLiveBookings(userId: string | null) {
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
