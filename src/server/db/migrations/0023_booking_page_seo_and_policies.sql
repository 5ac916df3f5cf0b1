ALTER TABLE "booked_packages" ADD COLUMN "policies_version" text;--> statement-breakpoint
ALTER TABLE "booking_pages" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "booking_pages" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "booking_pages" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "policies_version" text;