CREATE TYPE "public"."workflow_execution_status" AS ENUM('pending', 'sent', 'skipped', 'failed', 'cancelled');--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "trigger_type" "workflow_trigger_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "dedupe_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "trigger_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "status" "workflow_execution_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD CONSTRAINT "workflow_schedule_executions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_idempotency_key_idx" ON "email_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_schedule_executions_dedupe_key_idx" ON "workflow_schedule_executions" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "workflow_schedule_executions_booking_id_idx" ON "workflow_schedule_executions" USING btree ("booking_id") WHERE "workflow_schedule_executions"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_schedules_workflow_session_idx" ON "workflow_schedules" USING btree ("workflow_id","session_id") WHERE "workflow_schedules"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_schedules_workflow_booked_package_idx" ON "workflow_schedules" USING btree ("workflow_id","booked_package_id") WHERE "workflow_schedules"."booked_package_id" is not null;