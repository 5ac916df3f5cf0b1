CREATE TABLE "payment_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"account" text,
	"created" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"user_id" text,
	"stripe_account_id" text NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"customer_id" text,
	"payment_method_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"application_fee_amount" bigint NOT NULL,
	"description" text NOT NULL,
	"customer_email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_currency_check" CHECK ("provider_payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "provider_payments_amounts_check" CHECK ("provider_payments"."amount" > 0 and "provider_payments"."application_fee_amount" >= 0 and "provider_payments"."application_fee_amount" <= "provider_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "stripe_requirements_due" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "stripe_synced_at" bigint;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_id_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_checkout_session_id_idx" ON "provider_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_payment_intent_id_idx" ON "provider_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "provider_payments_user_id_idx" ON "provider_payments" USING btree ("user_id");