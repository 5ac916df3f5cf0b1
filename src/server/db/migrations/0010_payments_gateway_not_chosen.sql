ALTER TABLE "user_settings" ALTER COLUMN "payments_gateway" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "payments_gateway" DROP NOT NULL;--> statement-breakpoint
-- ADR 034: null is "not chosen yet". No screen could choose a gateway before this migration, so
-- every 'none' stored was the old column default, never an expert's choice.
UPDATE "user_settings" SET "payments_gateway" = NULL WHERE "payments_gateway" = 'none';
