-- The bookings' visitor hashes were keyed with a key the database itself held, so a copy of the database could
-- be turned back into addresses. They are now keyed outside it (server/features/spam/one-hold-each.ts); the
-- old hashes are cleared rather than kept recoverable. Holds made before this count by their address only.
UPDATE "slot_reservations" SET "visitor_key" = NULL WHERE "visitor_key" IS NOT NULL;--> statement-breakpoint
UPDATE "consultations" SET "visitor_key" = NULL WHERE "visitor_key" IS NOT NULL;
