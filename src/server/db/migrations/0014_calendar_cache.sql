CREATE TABLE "calendar_busy" (
	"account_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_range_check" CHECK ("calendar_busy"."end" > "calendar_busy"."start")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"session_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"event_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_state" (
	"account_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"error" text,
	"error_at" timestamp with time zone,
	CONSTRAINT "calendar_sync_state_pk" PRIMARY KEY("account_id","calendar_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_calendar_fk" FOREIGN KEY ("account_id","calendar_id") REFERENCES "public"."connected_account_calendars"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_state" ADD CONSTRAINT "calendar_sync_state_calendar_fk" FOREIGN KEY ("account_id","calendar_id") REFERENCES "public"."connected_account_calendars"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_account_id_start_idx" ON "calendar_busy" USING btree ("account_id","start");--> statement-breakpoint
CREATE INDEX "calendar_events_account_id_idx" ON "calendar_events" USING btree ("account_id");