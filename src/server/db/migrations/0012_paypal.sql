ALTER TABLE "provider_payments" ALTER COLUMN "stripe_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "paypal_merchant_id" text;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "paypal_order_id" text;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "paypal_capture_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_paypal_order_id_idx" ON "provider_payments" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_paypal_capture_id_idx" ON "provider_payments" USING btree ("paypal_capture_id");--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_provider_ids_check" CHECK (case "provider_payments"."provider"
        when 'stripe' then "provider_payments"."stripe_account_id" is not null
        else "provider_payments"."paypal_merchant_id" is not null and "provider_payments"."paypal_order_id" is not null end);