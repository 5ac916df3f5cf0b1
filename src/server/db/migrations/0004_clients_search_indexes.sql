DROP INDEX "clients_page_id_primary_email_id_idx";--> statement-breakpoint
CREATE INDEX "clients_page_id_lower_primary_email_id_idx" ON "clients" USING btree ("page_id",lower("primary_email"),"id");