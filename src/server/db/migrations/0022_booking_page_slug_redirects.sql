CREATE TABLE "booking_page_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_page_slug_redirects" ADD CONSTRAINT "booking_page_slug_redirects_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_page_slug_redirects_page_id_idx" ON "booking_page_slug_redirects" USING btree ("page_id");