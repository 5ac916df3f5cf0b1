CREATE TABLE "calendar_push_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"provider" text NOT NULL,
	"resource_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_push_channels" ADD CONSTRAINT "calendar_push_channels_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_push_channels_account_id_idx" ON "calendar_push_channels" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "calendar_push_channels_resource_id_idx" ON "calendar_push_channels" USING btree ("provider","resource_id");