CREATE TABLE "call_credit_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"participant_seconds" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_credit_purchases_seconds_check" CHECK ("call_credit_purchases"."participant_seconds" > 0),
	CONSTRAINT "call_credit_purchases_currency_check" CHECK ("call_credit_purchases"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "partner_experts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whats_new_reads" (
	"user_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whats_new_reads_pk" PRIMARY KEY("user_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "provider_payments" DROP CONSTRAINT "provider_payments_provider_ids_check";--> statement-breakpoint
ALTER TABLE "call_credit_purchases" ADD CONSTRAINT "call_credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_experts" ADD CONSTRAINT "partner_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_experts" ADD CONSTRAINT "partner_experts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_reads" ADD CONSTRAINT "whats_new_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_credit_purchases_payment_id_key" ON "call_credit_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "call_credit_purchases_user_idx" ON "call_credit_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_experts_partner_id_idx" ON "partner_experts" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_provider_ids_check" CHECK (case "provider_payments"."provider"
        when 'stripe' then true
        else "provider_payments"."paypal_merchant_id" is not null and "provider_payments"."paypal_order_id" is not null end);