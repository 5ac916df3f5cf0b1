CREATE TYPE "public"."booked_package_status" AS ENUM('confirmed', 'pending', 'expired');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'pending', 'expired');--> statement-breakpoint
DROP INDEX "bookings_session_id_client_id_idx";--> statement-breakpoint
ALTER TABLE "booked_packages" ADD COLUMN "status" "booked_package_status" DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" "booking_status" DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_id_client_id_idx" ON "bookings" USING btree ("session_id","client_id") WHERE "bookings"."cancelled_at" is null and "bookings"."status" <> 'expired';--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_hold_check" CHECK (("booked_packages"."status" = 'pending') = ("booked_packages"."hold_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_check" CHECK (("bookings"."status" = 'pending') = ("bookings"."hold_expires_at" is not null));