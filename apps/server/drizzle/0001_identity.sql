CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country" char(2) NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"mobile_prefix" text,
	"mobile" text,
	"date_of_birth" date,
	"state" text,
	"city" text,
	"postal_code" text,
	"district" text,
	"department" text,
	"identity_document_type" text,
	"identity_document_number" text,
	"sex" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"aml_status" text DEFAULT '0' NOT NULL,
	"kyc_status" text DEFAULT '0' NOT NULL,
	"is_within_bonus_cap" boolean DEFAULT true NOT NULL,
	"has_gameplay_block" boolean DEFAULT false NOT NULL,
	"has_scan_verification" boolean DEFAULT false NOT NULL,
	"has_unverified_block" boolean DEFAULT false NOT NULL,
	"has_pep_block" boolean DEFAULT false NOT NULL,
	"has_kyc_block" boolean DEFAULT false NOT NULL,
	"has_rg_trigger_block" boolean DEFAULT false NOT NULL,
	"login_info_accepted_at" timestamp with time zone,
	"awaiting_migration" boolean DEFAULT false NOT NULL,
	"awaiting_lugas_de_migration" boolean DEFAULT false NOT NULL,
	"referral_tag" text,
	"referral_tag_expires_at" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_email_lowercase" CHECK ("players"."email" = lower("players"."email")),
	CONSTRAINT "players_country_iso" CHECK ("players"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_player_id_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");