ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
ALTER TABLE "payment_plan_installments" ADD COLUMN "checkout_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_installments_checkout_payment_id_idx" ON "payment_plan_installments" USING btree ("checkout_payment_id") WHERE "payment_plan_installments"."checkout_payment_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK (("bookings"."refunded_at" is null) = ("bookings"."refunded_amount" is null) and "bookings"."refunded_amount" between 0 and "bookings"."payment_amount");