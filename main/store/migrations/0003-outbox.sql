-- Reserved for the learning loop (outbox, bookings). Owned by the outbox work.
SELECT 1;
