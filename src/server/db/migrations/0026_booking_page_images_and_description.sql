-- Issue 19: the booking page description becomes a rich-text document (ADR 013's kind); any plain text already stored becomes one paragraph, an empty text none.
ALTER TABLE "booking_pages" ALTER COLUMN "description" SET DATA TYPE jsonb USING (CASE WHEN btrim(coalesce("description", '')) = '' THEN NULL ELSE jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', "description"))))) END);--> statement-breakpoint
ALTER TABLE "booking_pages" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "booking_pages" ADD COLUMN "call_background" text;
