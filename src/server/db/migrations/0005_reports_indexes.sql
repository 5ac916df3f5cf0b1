-- Reports (ADR 021). Partial covering indexes, so PostgreSQL answers a report from the indexes
-- alone (drizzle cannot declare INCLUDE, so they are written here and not in the schema files).
-- Confirmed places by expert and createdAt, with what the figures read of each.
CREATE INDEX "bookings_expert_id_created_at_placed_idx" ON "bookings" USING btree ("expert_id","created_at") INCLUDE ("session_id","payment_amount","currency","client_id","client_email") WHERE "status" = 'confirmed' AND "cancelled_at" IS NULL;--> statement-breakpoint
-- Confirmed sessions by expert and start.
CREATE INDEX "sessions_expert_id_start_confirmed_idx" ON "sessions" USING btree ("expert_id","start") WHERE "status" = 'confirmed';--> statement-breakpoint
-- The expert's sessions that are not confirmed (cancelled, held, expired): a booking in one of
-- them is not counted. Few, so the anti-join builds a small hash instead of reading every session.
CREATE INDEX "sessions_expert_id_unconfirmed_idx" ON "sessions" USING btree ("expert_id") INCLUDE ("id") WHERE "status" <> 'confirmed';
