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
ALTER TABLE "partner_experts" ADD CONSTRAINT "partner_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_experts" ADD CONSTRAINT "partner_experts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_reads" ADD CONSTRAINT "whats_new_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_experts_partner_id_idx" ON "partner_experts" USING btree ("partner_id");