CREATE TYPE "public"."plan_type" AS ENUM('subscription', 'commission', 'lifetime');--> statement-breakpoint
CREATE TYPE "public"."price_interval" AS ENUM('day', 'week', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."subscription_discount_duration" AS ENUM('once', 'repeating', 'forever');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused');--> statement-breakpoint
CREATE TYPE "public"."connected_account_provider" AS ENUM('zoom', 'google', 'microsoft', 'apple');--> statement-breakpoint
CREATE TYPE "public"."connected_account_type" AS ENUM('conferencing', 'calendar');--> statement-breakpoint
CREATE TYPE "public"."discount_product_type" AS ENUM('service', 'package', 'series', 'session');--> statement-breakpoint
CREATE TYPE "public"."discount_value_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('daily', 'zoom', 'custom');--> statement-breakpoint
CREATE TYPE "public"."payment_plan_type" AS ENUM('monthly');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."payout_gateway" AS ENUM('stripe', 'manual');--> statement-breakpoint
CREATE TYPE "public"."stripe_account_type" AS ENUM('standard', 'express', 'custom');--> statement-breakpoint
CREATE TYPE "public"."installment_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_plan_status" AS ENUM('active', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."recording_status" AS ENUM('inprogress', 'finished', 'processing', 'ready', 'error');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."session_type" AS ENUM('personal', 'group');--> statement-breakpoint
CREATE TYPE "public"."frequency_period" AS ENUM('daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."payments_gateway" AS ENUM('stripe', 'paypal', 'none');--> statement-breakpoint
CREATE TYPE "public"."workflow_action_type" AS ENUM('reminder', 'email', 'automation');--> statement-breakpoint
CREATE TYPE "public"."workflow_offset_unit" AS ENUM('minute', 'hour', 'day');--> statement-breakpoint
CREATE TYPE "public"."workflow_recipient" AS ENUM('expert', 'client');--> statement-breakpoint
CREATE TYPE "public"."workflow_trigger_type" AS ENUM('session.created', 'session.started', 'session.ended', 'session.booking.created', 'bookedPackage.created', 'bookedPackage.session_booked', 'bookedPackage.expired');--> statement-breakpoint
CREATE TYPE "public"."workflow_type" AS ENUM('session', 'package');--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"country" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"team_owner_id" text,
	"pricing_plan_id" text DEFAULT 'free' NOT NULL,
	"pricing_price_id" text,
	"rewardful_affiliate_id" text,
	"experimental_features_enabled" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "availabilities" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "availability_weekly_periods" (
	"user_id" text NOT NULL,
	"availability_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "availability_weekly_periods_pk" PRIMARY KEY("user_id","availability_id","weekday","start_minute"),
	CONSTRAINT "availability_weekly_periods_weekday_check" CHECK ("availability_weekly_periods"."weekday" between 0 and 6),
	CONSTRAINT "availability_weekly_periods_minutes_check" CHECK ("availability_weekly_periods"."start_minute" between 0 and 1439 and "availability_weekly_periods"."end_minute" > "availability_weekly_periods"."start_minute" and "availability_weekly_periods"."end_minute" <= "availability_weekly_periods"."start_minute" + 1440)
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text,
	"stripe_card_brand" text,
	"stripe_card_last4" text,
	"stripe_card_exp_month" smallint,
	"stripe_card_exp_year" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_type" "plan_type" NOT NULL,
	"plan_id" text NOT NULL,
	"price_id" text,
	"stripe_subscription_id" text,
	"status" "subscription_status",
	"payment_status" text,
	"unit_amount" bigint,
	"currency" text,
	"price_interval" "price_interval",
	"price_interval_count" smallint,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"discount_duration" "subscription_discount_duration",
	"discount_percent_off" numeric(5, 2),
	"discount_amount_off" bigint,
	"discount_end" timestamp with time zone,
	"app_sumo_invoice_item_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "subscriptions_plan_type_check" CHECK (case "subscriptions"."plan_type"
        when 'subscription' then "subscriptions"."stripe_subscription_id" is not null and "subscriptions"."status" is not null
        when 'lifetime' then "subscriptions"."app_sumo_invoice_item_uuid" is not null
        else false end),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "booked_package_series_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"booked_package_id" text NOT NULL,
	"series_id" text,
	"title" text NOT NULL,
	"count" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "booked_package_series_credits_count_check" CHECK ("booked_package_series_credits"."count" >= 0 and "booked_package_series_credits"."available" between 0 and "booked_package_series_credits"."count")
);
--> statement-breakpoint
CREATE TABLE "booked_package_service_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"booked_package_id" text NOT NULL,
	"service_id" text,
	"title" text NOT NULL,
	"count" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "booked_package_service_credits_count_check" CHECK ("booked_package_service_credits"."count" >= 0 and "booked_package_service_credits"."available" between 0 and "booked_package_service_credits"."count")
);
--> statement-breakpoint
CREATE TABLE "booked_package_sessions" (
	"booked_package_id" text NOT NULL,
	"session_id" text NOT NULL,
	"service_credit_id" text,
	"series_credit_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booked_package_sessions_pk" PRIMARY KEY("booked_package_id","session_id"),
	CONSTRAINT "booked_package_sessions_credit_check" CHECK (num_nonnulls("booked_package_sessions"."service_credit_id", "booked_package_sessions"."series_credit_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "booked_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"package_id" text,
	"package_title" text NOT NULL,
	"client_id" text,
	"client_first_name" text NOT NULL,
	"client_last_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_message" text,
	"payment_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text,
	"payment_plan_id" text,
	"discount_code_id" text,
	"discount_code" text,
	"discount_value_type" "discount_value_type",
	"discount_value_percent_off" integer,
	"discount_value_amount_off" bigint,
	"discount_value_currency" text,
	"discount_amount_off" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "booked_packages_currency_check" CHECK ("booked_packages"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "booked_packages_discount_value_currency_check" CHECK ("booked_packages"."discount_value_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "booked_packages_discount_check" CHECK (case "booked_packages"."discount_value_type"
      when 'percentage' then "booked_packages"."discount_value_percent_off" is not null
      when 'fixed' then "booked_packages"."discount_value_amount_off" is not null and "booked_packages"."discount_value_currency" is not null
      else "booked_packages"."discount_value_percent_off" is null and "booked_packages"."discount_value_amount_off" is null end),
	CONSTRAINT "booked_packages_amounts_check" CHECK ("booked_packages"."payment_amount" >= 0 and "booked_packages"."discount_amount_off" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"photo" text,
	"cover" text,
	"headline" text,
	"description" text,
	"accent_color" text,
	"background_color" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"terms_policy" jsonb,
	"privacy_policy" jsonb,
	"currency" text DEFAULT 'USD' NOT NULL,
	"workflows_active_count" integer DEFAULT 0 NOT NULL,
	"workflows_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_pages_id_user_id_idx" UNIQUE("id","user_id"),
	CONSTRAINT "booking_pages_slug_check" CHECK ("booking_pages"."slug" = lower("booking_pages"."slug") and "booking_pages"."slug" <> ''),
	CONSTRAINT "booking_pages_accent_color_check" CHECK ("booking_pages"."accent_color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
	CONSTRAINT "booking_pages_background_color_check" CHECK ("booking_pages"."background_color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
	CONSTRAINT "booking_pages_currency_check" CHECK ("booking_pages"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "booking_pages_workflows_counts_check" CHECK ("booking_pages"."workflows_active_count" >= 0 and "booking_pages"."workflows_active_count" <= "booking_pages"."workflows_count")
);
--> statement-breakpoint
CREATE TABLE "custom_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"position" integer NOT NULL,
	"domain" text NOT NULL,
	"punycode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_domains_position_check" CHECK ("custom_domains"."position" between 0 and 9),
	CONSTRAINT "custom_domains_lower_case_check" CHECK ("custom_domains"."domain" = lower("custom_domains"."domain") and "custom_domains"."punycode" = lower("custom_domains"."punycode"))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expert_id" text NOT NULL,
	"page_id" text NOT NULL,
	"client_id" text,
	"client_first_name" text NOT NULL,
	"client_last_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone_number" text,
	"client_message" text,
	"client_timezone" text,
	"payment_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text,
	"booked_package_id" text,
	"partner_id" text,
	"discount_code_id" text,
	"discount_code" text,
	"discount_value_type" "discount_value_type",
	"discount_value_percent_off" integer,
	"discount_value_amount_off" bigint,
	"discount_value_currency" text,
	"discount_amount_off" bigint,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "bookings_discount_value_currency_check" CHECK ("bookings"."discount_value_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "bookings_discount_check" CHECK (case "bookings"."discount_value_type"
      when 'percentage' then "bookings"."discount_value_percent_off" is not null
      when 'fixed' then "bookings"."discount_value_amount_off" is not null and "bookings"."discount_value_currency" is not null
      else "bookings"."discount_value_percent_off" is null and "bookings"."discount_value_amount_off" is null end),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."payment_amount" >= 0 and "bookings"."discount_amount_off" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calls_credits_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"participant_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_credits_balances_seconds_check" CHECK ("calls_credits_balances"."participant_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calls_usage_months" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"participant_seconds" bigint DEFAULT 0 NOT NULL,
	"remaining_participant_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_usage_months_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "calls_usage_months_month_check" CHECK (extract(day from "calls_usage_months"."month") = 1),
	CONSTRAINT "calls_usage_months_seconds_check" CHECK ("calls_usage_months"."participant_seconds" >= 0 and "calls_usage_months"."remaining_participant_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_email_mappings" (
	"page_id" text NOT NULL,
	"email_normalized" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_email_mappings_pk" PRIMARY KEY("page_id","email_normalized")
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"page_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_content_text_check" CHECK (char_length("client_notes"."content_text") <= 50000)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"primary_email" text NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"emails_normalized" text[] DEFAULT '{}' NOT NULL,
	"first_name_lower" text NOT NULL,
	"last_name_lower" text NOT NULL,
	"first_name_char" text NOT NULL,
	"last_name_char" text NOT NULL,
	"search_prefixes" text[] DEFAULT '{}' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (first_name_lower || ' ' || last_name_lower || ' ' || lower(primary_email)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	"last_session_at" timestamp with time zone,
	CONSTRAINT "clients_id_page_id_idx" UNIQUE("id","page_id")
);
--> statement-breakpoint
CREATE TABLE "connected_account_calendars" (
	"account_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"writeable" boolean DEFAULT false NOT NULL,
	"sync_from" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_account_calendars_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" "connected_account_type" NOT NULL,
	"provider" "connected_account_provider" NOT NULL,
	"external_id" text NOT NULL,
	"email" text,
	"principal_name" text,
	"apple_id" text,
	"has_auth_error" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"credentials" jsonb,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_type_provider_check" CHECK (("connected_accounts"."type" = 'conferencing') = ("connected_accounts"."provider" = 'zoom'))
);
--> statement-breakpoint
CREATE TABLE "discount_code_products" (
	"id" text PRIMARY KEY NOT NULL,
	"discount_code_id" text NOT NULL,
	"type" "discount_product_type" NOT NULL,
	"service_id" text,
	"package_id" text,
	"series_id" text,
	"session_id" text,
	CONSTRAINT "discount_code_products_product_idx" UNIQUE NULLS NOT DISTINCT("discount_code_id","service_id","package_id","series_id","session_id"),
	CONSTRAINT "discount_code_products_target_check" CHECK (num_nonnulls("discount_code_products"."service_id", "discount_code_products"."package_id", "discount_code_products"."series_id", "discount_code_products"."session_id") = 1 and case "discount_code_products"."type"
        when 'service' then "discount_code_products"."service_id" is not null
        when 'package' then "discount_code_products"."package_id" is not null
        when 'series' then "discount_code_products"."series_id" is not null
        else "discount_code_products"."session_id" is not null end)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"code" text NOT NULL,
	"code_lower" text GENERATED ALWAYS AS (lower(code)) STORED NOT NULL,
	"value_type" "discount_value_type" NOT NULL,
	"percent_off" integer,
	"amount_off" bigint,
	"currency" text,
	"active" boolean DEFAULT true NOT NULL,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"client_id" text,
	"products_restricted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_check" CHECK ("discount_codes"."code" ~ '^[A-Za-z0-9]{1,20}$'),
	CONSTRAINT "discount_codes_value_check" CHECK (case "discount_codes"."value_type"
        when 'percentage' then "discount_codes"."percent_off" is not null and "discount_codes"."percent_off" between 1 and 100
          and "discount_codes"."amount_off" is null
        else "discount_codes"."percent_off" is null and "discount_codes"."amount_off" is not null and "discount_codes"."amount_off" > 0
          and "discount_codes"."currency" is not null end),
	CONSTRAINT "discount_codes_currency_check" CHECK ("discount_codes"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "discount_codes_redemptions_check" CHECK ("discount_codes"."times_redeemed" >= 0 and "discount_codes"."max_redemptions" > 0)
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"ical" jsonb,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_sent_check" CHECK ("email_messages"."status" <> 'sent' or "email_messages"."sent_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text DEFAULT 'default' NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_group_sessions" (
	"package_id" text NOT NULL,
	"session_id" text NOT NULL,
	CONSTRAINT "package_group_sessions_pk" PRIMARY KEY("package_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "package_series" (
	"package_id" text NOT NULL,
	"series_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "package_series_pk" PRIMARY KEY("package_id","series_id"),
	CONSTRAINT "package_series_count_check" CHECK ("package_series"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"package_id" text NOT NULL,
	"service_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "package_services_pk" PRIMARY KEY("package_id","service_id"),
	CONSTRAINT "package_services_count_check" CHECK ("package_services"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb,
	"price" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_plan_type" "payment_plan_type",
	"payment_plan_count" smallint,
	"payment_plan_amount" bigint,
	"expiry_days" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"payment_account_id" text,
	"order" bigint NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_currency_check" CHECK ("packages"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "packages_payment_plan_check" CHECK (num_nulls("packages"."payment_plan_type", "packages"."payment_plan_count", "packages"."payment_plan_amount") in (0, 3) and "packages"."payment_plan_count" between 2 and 12 and "packages"."payment_plan_amount" > 0),
	CONSTRAINT "packages_expiry_days_check" CHECK ("packages"."expiry_days" between 1 and 36500)
);
--> statement-breakpoint
CREATE TABLE "partner_admins" (
	"partner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_admins_pk" PRIMARY KEY("partner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"stripe_account_id" text,
	"stripe_account_type" "stripe_account_type",
	"stripe_payment_methods" text[] DEFAULT '{"card"}' NOT NULL,
	"payout_gateway" "payout_gateway",
	"country" text,
	"paypal_merchant_id" text,
	"paypal_account_email" text,
	"paypal_account_verified" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_provider_check" CHECK (case "payment_accounts"."provider"
        when 'stripe' then "payment_accounts"."stripe_account_id" is not null and "payment_accounts"."stripe_account_type" is not null
        else "payment_accounts"."paypal_account_email" is not null end)
);
--> statement-breakpoint
CREATE TABLE "payment_plan_installments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_plan_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"status" "installment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"failed_at" timestamp with time zone,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plan_installments_amount_check" CHECK ("payment_plan_installments"."amount" > 0),
	CONSTRAINT "payment_plan_installments_paid_check" CHECK ("payment_plan_installments"."status" <> 'paid' or "payment_plan_installments"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"status" "payment_plan_status" DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"count" smallint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_currency_check" CHECK ("payment_plans"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_plans_amount_check" CHECK ("payment_plans"."amount" > 0 and "payment_plans"."count" > 0),
	CONSTRAINT "payment_plans_cancelled_check" CHECK ("payment_plans"."status" <> 'cancelled' or "payment_plans"."cancelled_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"provider_recording_id" text,
	"status" "recording_status" DEFAULT 'inprogress' NOT NULL,
	"duration" integer,
	"processing_percent_complete" smallint,
	"downloads" jsonb,
	"downloads_status" text,
	"downloads_percent_complete" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_percent_check" CHECK ("recordings"."processing_percent_complete" between 0 and 100 and "recordings"."downloads_percent_complete" between 0 and 100),
	CONSTRAINT "recordings_duration_check" CHECK ("recordings"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"group_size_max" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"collect_phone_number" boolean DEFAULT false NOT NULL,
	"location_type" "location_type",
	"location_id" text,
	"payment_account_id" text,
	"order" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_location_check" CHECK ("series"."location_id" is null or "series"."location_type" = 'custom'),
	CONSTRAINT "series_duration_check" CHECK ("series"."duration" > 0),
	CONSTRAINT "series_price_check" CHECK ("series"."price" >= 0),
	CONSTRAINT "series_group_size_max_check" CHECK ("series"."group_size_max" > 0),
	CONSTRAINT "series_currency_check" CHECK ("series"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"availability_id" text DEFAULT 'availability' NOT NULL,
	"location_type" "location_type",
	"location_id" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"collect_phone_number" boolean DEFAULT false NOT NULL,
	"custom_scheduling_rules" boolean DEFAULT false NOT NULL,
	"min_notice" integer,
	"max_notice" integer,
	"buffer_before" integer,
	"buffer_after" integer,
	"frequency_period" "frequency_period",
	"frequency_max_count" integer,
	"alignment" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_location_check" CHECK ("services"."location_id" is null or "services"."location_type" = 'custom'),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" > 0),
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_scheduling_rules_check" CHECK (not "services"."custom_scheduling_rules" or ("services"."min_notice" is not null and "services"."buffer_before" is not null and "services"."buffer_after" is not null)),
	CONSTRAINT "services_scheduling_rules_values_check" CHECK ("services"."min_notice" >= 0 and "services"."max_notice" > 0 and "services"."buffer_before" >= 0 and "services"."buffer_after" >= 0 and "services"."alignment" > 0),
	CONSTRAINT "services_frequency_check" CHECK (num_nulls("services"."frequency_period", "services"."frequency_max_count") in (0, 2) and "services"."frequency_max_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" "session_type" NOT NULL,
	"status" "session_status" DEFAULT 'confirmed' NOT NULL,
	"page_id" text NOT NULL,
	"expert_id" text NOT NULL,
	"series_id" text,
	"service_id" text,
	"title" text NOT NULL,
	"description" text,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"price" bigint,
	"currency" text NOT NULL,
	"total_payment_amount" bigint DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"group_size_max" integer,
	"group_size_current" integer DEFAULT 0 NOT NULL,
	"group_size_remaining" integer GENERATED ALWAYS AS (greatest(group_size_max - group_size_current, 0)) STORED,
	"hidden" boolean DEFAULT false NOT NULL,
	"collect_phone_number" boolean DEFAULT false NOT NULL,
	"location_id" text,
	"location_type" "location_type" DEFAULT 'daily' NOT NULL,
	"location_join_url" text,
	"location_name" text,
	"location_details" text,
	"daily_co_room_name" text,
	"rescheduled_start" timestamp with time zone,
	"rescheduled_end" timestamp with time zone,
	"rescheduled_at" timestamp with time zone,
	"rescheduled_by" text,
	"rescheduling_message" text,
	"i_cal_sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_message" text,
	"client_id" text,
	"client_first_name" text,
	"client_last_name" text,
	"client_timezone" text,
	"payment_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_end_check" CHECK ("sessions"."end" > "sessions"."start"),
	CONSTRAINT "sessions_group_check" CHECK (case "sessions"."type"
        when 'group' then "sessions"."group_size_max" is not null and "sessions"."group_size_max" > 0
        else "sessions"."group_size_max" is null and "sessions"."series_id" is null end),
	CONSTRAINT "sessions_group_size_current_check" CHECK ("sessions"."group_size_current" >= 0),
	CONSTRAINT "sessions_amounts_check" CHECK ("sessions"."price" >= 0 and "sessions"."total_payment_amount" >= 0),
	CONSTRAINT "sessions_currency_check" CHECK ("sessions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "sessions_location_check" CHECK ("sessions"."location_id" is null or "sessions"."location_type" = 'custom'),
	CONSTRAINT "sessions_cancelled_check" CHECK ("sessions"."status" <> 'cancelled' or "sessions"."cancelled_at" is not null),
	CONSTRAINT "sessions_rescheduled_check" CHECK (("sessions"."rescheduled_start" is null) = ("sessions"."rescheduled_end" is null))
);
--> statement-breakpoint
CREATE TABLE "time_off_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_periods_end_check" CHECK ("time_off_periods"."end" > "time_off_periods"."start")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"conferencing_provider" "location_type" DEFAULT 'daily' NOT NULL,
	"conferencing_location_id" text,
	"payments_gateway" "payments_gateway" DEFAULT 'none' NOT NULL,
	"calendar_sync_to_account_id" text,
	"calendar_sync_to_calendar_id" text,
	"cancellation_disabled" boolean DEFAULT false NOT NULL,
	"cancellation_min_notice" integer,
	"rescheduling_disabled" boolean DEFAULT false NOT NULL,
	"rescheduling_min_notice" integer,
	"min_notice" integer DEFAULT 0 NOT NULL,
	"max_notice" integer,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"frequency_period" "frequency_period",
	"frequency_max_count" integer,
	"alignment" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_conferencing_check" CHECK ("user_settings"."conferencing_location_id" is null or "user_settings"."conferencing_provider" = 'custom'),
	CONSTRAINT "user_settings_calendar_sync_to_check" CHECK (num_nulls("user_settings"."calendar_sync_to_account_id", "user_settings"."calendar_sync_to_calendar_id") in (0, 2)),
	CONSTRAINT "user_settings_notices_check" CHECK ("user_settings"."cancellation_min_notice" >= 0 and "user_settings"."rescheduling_min_notice" >= 0 and "user_settings"."min_notice" >= 0 and "user_settings"."max_notice" > 0),
	CONSTRAINT "user_settings_buffers_check" CHECK ("user_settings"."buffer_before" >= 0 and "user_settings"."buffer_after" >= 0),
	CONSTRAINT "user_settings_frequency_check" CHECK (num_nulls("user_settings"."frequency_period", "user_settings"."frequency_max_count") in (0, 2) and "user_settings"."frequency_max_count" > 0),
	CONSTRAINT "user_settings_alignment_check" CHECK ("user_settings"."alignment" > 0)
);
--> statement-breakpoint
CREATE TABLE "package_workflows" (
	"package_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	CONSTRAINT "package_workflows_pk" PRIMARY KEY("package_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "series_workflows" (
	"series_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	CONSTRAINT "series_workflows_pk" PRIMARY KEY("series_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "service_workflows" (
	"service_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	CONSTRAINT "service_workflows_pk" PRIMARY KEY("service_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "session_workflows" (
	"session_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	CONSTRAINT "session_workflows_pk" PRIMARY KEY("session_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_schedule_executions" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"action_id" text,
	"execution_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"session_id" text,
	"booked_package_id" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_schedules_subject_check" CHECK (num_nonnulls("workflow_schedules"."session_id", "workflow_schedules"."booked_package_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "workflow_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"workflow_id" text NOT NULL,
	"page_id" text NOT NULL,
	"type" "workflow_action_type" NOT NULL,
	"trigger_type" "workflow_trigger_type" NOT NULL,
	"trigger_offset" integer NOT NULL,
	"trigger_offset_unit" "workflow_offset_unit" NOT NULL,
	"trigger_offset_amount" integer NOT NULL,
	"recipient" "workflow_recipient",
	"message" text,
	"description" text,
	"condition_group" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_actions_offset_check" CHECK (abs("workflow_actions"."trigger_offset") <= 2592000),
	CONSTRAINT "workflow_actions_recipient_check" CHECK (("workflow_actions"."type" = 'automation') = ("workflow_actions"."recipient" is null))
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"type" "workflow_type" NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflows_deleted_check" CHECK (not ("workflows"."deleted" and "workflows"."active"))
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_owner_id_users_id_fk" FOREIGN KEY ("team_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_weekly_periods" ADD CONSTRAINT "availability_weekly_periods_availability_fk" FOREIGN KEY ("user_id","availability_id") REFERENCES "public"."availabilities"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_series_credits" ADD CONSTRAINT "booked_package_series_credits_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_series_credits" ADD CONSTRAINT "booked_package_series_credits_booked_package_fk" FOREIGN KEY ("booked_package_id") REFERENCES "public"."booked_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_service_credits" ADD CONSTRAINT "booked_package_service_credits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_service_credits" ADD CONSTRAINT "booked_package_service_credits_booked_package_fk" FOREIGN KEY ("booked_package_id") REFERENCES "public"."booked_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_sessions" ADD CONSTRAINT "booked_package_sessions_booked_package_id_booked_packages_id_fk" FOREIGN KEY ("booked_package_id") REFERENCES "public"."booked_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_sessions" ADD CONSTRAINT "booked_package_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_sessions" ADD CONSTRAINT "booked_package_sessions_service_credit_fk" FOREIGN KEY ("service_credit_id") REFERENCES "public"."booked_package_service_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_package_sessions" ADD CONSTRAINT "booked_package_sessions_series_credit_fk" FOREIGN KEY ("series_credit_id") REFERENCES "public"."booked_package_series_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_packages" ADD CONSTRAINT "booked_packages_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_pages" ADD CONSTRAINT "booking_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_package_id_booked_packages_id_fk" FOREIGN KEY ("booked_package_id") REFERENCES "public"."booked_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls_credits_balances" ADD CONSTRAINT "calls_credits_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls_usage_months" ADD CONSTRAINT "calls_usage_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_email_mappings" ADD CONSTRAINT "client_email_mappings_client_fk" FOREIGN KEY ("client_id","page_id") REFERENCES "public"."clients"("id","page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_fk" FOREIGN KEY ("client_id","page_id") REFERENCES "public"."clients"("id","page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_account_calendars" ADD CONSTRAINT "connected_account_calendars_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_client_fk" FOREIGN KEY ("client_id","page_id") REFERENCES "public"."clients"("id","page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_group_sessions" ADD CONSTRAINT "package_group_sessions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_group_sessions" ADD CONSTRAINT "package_group_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_series" ADD CONSTRAINT "package_series_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_series" ADD CONSTRAINT "package_series_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_admins" ADD CONSTRAINT "partner_admins_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_admins" ADD CONSTRAINT "partner_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_installments" ADD CONSTRAINT "payment_plan_installments_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_page_fk" FOREIGN KEY ("page_id","user_id") REFERENCES "public"."booking_pages"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_availability_fk" FOREIGN KEY ("user_id","availability_id") REFERENCES "public"."availabilities"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_page_fk" FOREIGN KEY ("page_id","expert_id") REFERENCES "public"."booking_pages"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_periods" ADD CONSTRAINT "time_off_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_conferencing_location_id_locations_id_fk" FOREIGN KEY ("conferencing_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_calendar_sync_to_fk" FOREIGN KEY ("calendar_sync_to_account_id","calendar_sync_to_calendar_id") REFERENCES "public"."connected_account_calendars"("account_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_workflows" ADD CONSTRAINT "package_workflows_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_workflows" ADD CONSTRAINT "package_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_workflows" ADD CONSTRAINT "series_workflows_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_workflows" ADD CONSTRAINT "series_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_workflows" ADD CONSTRAINT "service_workflows_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_workflows" ADD CONSTRAINT "service_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_workflows" ADD CONSTRAINT "session_workflows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_workflows" ADD CONSTRAINT "session_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD CONSTRAINT "workflow_schedule_executions_action_id_workflow_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."workflow_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD CONSTRAINT "workflow_schedule_executions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedule_executions" ADD CONSTRAINT "workflow_schedule_executions_schedule_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."workflow_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedules" ADD CONSTRAINT "workflow_schedules_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedules" ADD CONSTRAINT "workflow_schedules_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedules" ADD CONSTRAINT "workflow_schedules_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_schedules" ADD CONSTRAINT "workflow_schedules_booked_package_id_booked_packages_id_fk" FOREIGN KEY ("booked_package_id") REFERENCES "public"."booked_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_actions" ADD CONSTRAINT "workflow_actions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_actions" ADD CONSTRAINT "workflow_actions_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_page_id_booking_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."booking_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "users_team_owner_id_idx" ON "users" USING btree ("team_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_stripe_customer_id_idx" ON "billing_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_id_live_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_idx" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_app_sumo_invoice_item_uuid_idx" ON "subscriptions" USING btree ("app_sumo_invoice_item_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "booked_package_series_credits_booked_package_id_series_id_idx" ON "booked_package_series_credits" USING btree ("booked_package_id","series_id");--> statement-breakpoint
CREATE INDEX "booked_package_series_credits_series_id_idx" ON "booked_package_series_credits" USING btree ("series_id") WHERE "booked_package_series_credits"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booked_package_service_credits_booked_package_id_service_id_idx" ON "booked_package_service_credits" USING btree ("booked_package_id","service_id");--> statement-breakpoint
CREATE INDEX "booked_package_service_credits_service_id_idx" ON "booked_package_service_credits" USING btree ("service_id") WHERE "booked_package_service_credits"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_package_sessions_session_id_idx" ON "booked_package_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "booked_package_sessions_service_credit_id_idx" ON "booked_package_sessions" USING btree ("service_credit_id") WHERE "booked_package_sessions"."service_credit_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_package_sessions_series_credit_id_idx" ON "booked_package_sessions" USING btree ("series_credit_id") WHERE "booked_package_sessions"."series_credit_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_packages_page_id_created_at_idx" ON "booked_packages" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "booked_packages_discount_code_id_created_at_idx" ON "booked_packages" USING btree ("discount_code_id","created_at") WHERE "booked_packages"."discount_code_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_packages_client_id_created_at_idx" ON "booked_packages" USING btree ("client_id","created_at") WHERE "booked_packages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_packages_package_id_idx" ON "booked_packages" USING btree ("package_id") WHERE "booked_packages"."package_id" is not null;--> statement-breakpoint
CREATE INDEX "booked_packages_payment_id_idx" ON "booked_packages" USING btree ("payment_id") WHERE "booked_packages"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booked_packages_payment_plan_id_idx" ON "booked_packages" USING btree ("payment_plan_id") WHERE "booked_packages"."payment_plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_pages_user_id_idx" ON "booking_pages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_pages_slug_idx" ON "booking_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "custom_domains_page_id_position_idx" ON "custom_domains" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_punycode_idx" ON "custom_domains" USING btree ("punycode");--> statement-breakpoint
CREATE INDEX "bookings_session_id_created_at_idx" ON "bookings" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_id_client_id_idx" ON "bookings" USING btree ("session_id","client_id") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_expert_id_created_at_idx" ON "bookings" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_discount_code_id_created_at_idx" ON "bookings" USING btree ("discount_code_id","created_at") WHERE "bookings"."discount_code_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_client_id_created_at_idx" ON "bookings" USING btree ("client_id","created_at") WHERE "bookings"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_booked_package_id_idx" ON "bookings" USING btree ("booked_package_id") WHERE "bookings"."booked_package_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_partner_id_idx" ON "bookings" USING btree ("partner_id") WHERE "bookings"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_page_id_idx" ON "bookings" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "bookings_payment_id_idx" ON "bookings" USING btree ("payment_id") WHERE "bookings"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "client_email_mappings_client_id_idx" ON "client_email_mappings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_notes_client_id_created_at_idx" ON "client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_page_id_created_at_id_idx" ON "clients" USING btree ("page_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_page_id_last_active_at_id_idx" ON "clients" USING btree ("page_id","last_active_at","id");--> statement-breakpoint
CREATE INDEX "clients_page_id_last_session_at_id_idx" ON "clients" USING btree ("page_id","last_session_at","id");--> statement-breakpoint
CREATE INDEX "clients_page_id_first_name_lower_id_idx" ON "clients" USING btree ("page_id","first_name_lower","id");--> statement-breakpoint
CREATE INDEX "clients_page_id_last_name_lower_id_idx" ON "clients" USING btree ("page_id","last_name_lower","id");--> statement-breakpoint
CREATE INDEX "clients_page_id_primary_email_id_idx" ON "clients" USING btree ("page_id","primary_email","id");--> statement-breakpoint
CREATE INDEX "clients_search_prefixes_idx" ON "clients" USING gin ("search_prefixes");--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connected_accounts_user_id_type_idx" ON "connected_accounts" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "connected_accounts_user_id_provider_external_id_idx" ON "connected_accounts" USING btree ("user_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "discount_code_products_service_id_idx" ON "discount_code_products" USING btree ("service_id") WHERE "discount_code_products"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "discount_code_products_package_id_idx" ON "discount_code_products" USING btree ("package_id") WHERE "discount_code_products"."package_id" is not null;--> statement-breakpoint
CREATE INDEX "discount_code_products_series_id_idx" ON "discount_code_products" USING btree ("series_id") WHERE "discount_code_products"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "discount_code_products_session_id_idx" ON "discount_code_products" USING btree ("session_id") WHERE "discount_code_products"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_page_id_code_lower_idx" ON "discount_codes" USING btree ("page_id","code_lower");--> statement-breakpoint
CREATE INDEX "discount_codes_client_id_idx" ON "discount_codes" USING btree ("client_id") WHERE "discount_codes"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_locked_until_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_key_idx" ON "jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "locations_user_id_created_at_idx" ON "locations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "package_group_sessions_session_id_idx" ON "package_group_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "package_series_series_id_idx" ON "package_series" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "package_services_service_id_idx" ON "package_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "packages_page_id_order_idx" ON "packages" USING btree ("page_id","order") WHERE not "packages"."is_deleted";--> statement-breakpoint
CREATE INDEX "partner_admins_user_id_idx" ON "partner_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_accounts_user_id_idx" ON "payment_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_user_id_provider_idx" ON "payment_accounts" USING btree ("user_id","provider") WHERE "payment_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_stripe_account_id_idx" ON "payment_accounts" USING btree ("stripe_account_id") WHERE "payment_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_paypal_merchant_id_idx" ON "payment_accounts" USING btree ("paypal_merchant_id") WHERE "payment_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE INDEX "payment_plan_installments_payment_plan_id_due_at_idx" ON "payment_plan_installments" USING btree ("payment_plan_id","due_at");--> statement-breakpoint
CREATE INDEX "payment_plan_installments_due_at_idx" ON "payment_plan_installments" USING btree ("due_at") WHERE "payment_plan_installments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_plans_page_id_created_at_idx" ON "payment_plans" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_user_id_created_at_idx" ON "recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_session_id_user_id_idx" ON "recordings" USING btree ("session_id","user_id") WHERE "recordings"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_provider_recording_id_idx" ON "recordings" USING btree ("provider_recording_id");--> statement-breakpoint
CREATE INDEX "series_page_id_order_idx" ON "series" USING btree ("page_id","order");--> statement-breakpoint
CREATE INDEX "series_location_id_idx" ON "series" USING btree ("location_id") WHERE "series"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "services_page_id_order_idx" ON "services" USING btree ("page_id","order");--> statement-breakpoint
CREATE INDEX "services_user_id_availability_id_idx" ON "services" USING btree ("user_id","availability_id");--> statement-breakpoint
CREATE INDEX "services_location_id_idx" ON "services" USING btree ("location_id") WHERE "services"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_expert_id_start_idx" ON "sessions" USING btree ("expert_id","start");--> statement-breakpoint
CREATE INDEX "sessions_expert_id_type_status_start_idx" ON "sessions" USING btree ("expert_id","type","status","start");--> statement-breakpoint
CREATE INDEX "sessions_series_id_start_idx" ON "sessions" USING btree ("series_id","start") WHERE "sessions"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_client_id_start_idx" ON "sessions" USING btree ("client_id","start") WHERE "sessions"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_service_id_idx" ON "sessions" USING btree ("service_id") WHERE "sessions"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_location_id_idx" ON "sessions" USING btree ("location_id") WHERE "sessions"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_daily_co_room_name_idx" ON "sessions" USING btree ("daily_co_room_name") WHERE "sessions"."daily_co_room_name" is not null;--> statement-breakpoint
CREATE INDEX "time_off_periods_user_id_end_idx" ON "time_off_periods" USING btree ("user_id","end");--> statement-breakpoint
CREATE INDEX "package_workflows_workflow_id_idx" ON "package_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "series_workflows_workflow_id_idx" ON "series_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "service_workflows_workflow_id_idx" ON "service_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "session_workflows_workflow_id_idx" ON "session_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflow_schedule_executions_schedule_id_execution_at_idx" ON "workflow_schedule_executions" USING btree ("schedule_id","execution_at");--> statement-breakpoint
CREATE INDEX "workflow_schedule_executions_action_id_idx" ON "workflow_schedule_executions" USING btree ("action_id") WHERE "workflow_schedule_executions"."action_id" is not null;--> statement-breakpoint
CREATE INDEX "workflow_schedule_executions_job_id_idx" ON "workflow_schedule_executions" USING btree ("job_id") WHERE "workflow_schedule_executions"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "workflow_schedules_page_id_created_at_idx" ON "workflow_schedules" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_schedules_workflow_id_created_at_idx" ON "workflow_schedules" USING btree ("workflow_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_schedules_session_id_idx" ON "workflow_schedules" USING btree ("session_id") WHERE "workflow_schedules"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "workflow_schedules_booked_package_id_idx" ON "workflow_schedules" USING btree ("booked_package_id") WHERE "workflow_schedules"."booked_package_id" is not null;--> statement-breakpoint
CREATE INDEX "workflow_actions_workflow_id_trigger_offset_idx" ON "workflow_actions" USING btree ("workflow_id","trigger_offset");--> statement-breakpoint
CREATE INDEX "workflow_actions_page_id_idx" ON "workflow_actions" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "workflows_page_id_created_at_idx" ON "workflows" USING btree ("page_id","created_at");