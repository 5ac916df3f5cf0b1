ALTER TYPE "public"."session_status" ADD VALUE 'pending';--> statement-breakpoint
ALTER TYPE "public"."session_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hold_check" CHECK (("sessions"."status"::text = 'pending') = ("sessions"."hold_expires_at" is not null));