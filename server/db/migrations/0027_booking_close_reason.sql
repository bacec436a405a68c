-- The optional reason given when a booking is declined, cancelled or withdrawn
-- (issue #40): the other party sees it on their list. Read with the booking row
-- only, so no index.
ALTER TABLE "mentor_bookings" ADD COLUMN "close_reason" text;
