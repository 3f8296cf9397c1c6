CREATE TABLE "marketing_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"is_consented" boolean NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_changes_channel_known" CHECK (channel in ('email', 'sms', 'phone', 'post'))
);
--> statement-breakpoint
CREATE TABLE "player_marketing_consents" (
	"player_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"is_consented" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_marketing_consents_player_id_channel_pk" PRIMARY KEY("player_id","channel"),
	CONSTRAINT "player_marketing_consents_channel_known" CHECK (channel in ('email', 'sms', 'phone', 'post'))
);
--> statement-breakpoint
CREATE TABLE "currency_migrations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"from_currency" char(3) NOT NULL,
	"to_currency" char(3) NOT NULL,
	"rate" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb,
	CONSTRAINT "currency_migrations_status_known" CHECK ("currency_migrations"."status" in ('requested', 'done'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kind_known" CHECK ("kyc_documents"."kind" in ('identity', 'address', 'source_of_wealth')),
	CONSTRAINT "kyc_documents_status_known" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_documents_size_positive" CHECK ("kyc_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "annual_kyc_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lugas_registrations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"person_key" text NOT NULL,
	"monthly_limit_minor" bigint NOT NULL,
	"place_of_birth" text NOT NULL,
	"maiden_name" text,
	"terms_consented_at" timestamp with time zone NOT NULL,
	"privacy_consented_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lugas_sandbox_persons" (
	"person_key" text PRIMARY KEY NOT NULL,
	"monthly_limit_minor" bigint NOT NULL,
	"is_active_elsewhere" boolean DEFAULT false NOT NULL,
	"operator_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lugas_sandbox_limit_positive" CHECK ("lugas_sandbox_persons"."monthly_limit_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_known";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "awaiting_pe_migration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "marketing_consent_changes_player_idx" ON "marketing_consent_changes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "annual_kyc_reviews_player_idx" ON "annual_kyc_reviews" USING btree ("player_id","completed_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_known" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal', 'bet', 'win', 'rollback', 'adjustment', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'reward_payout', 'currency_conversion'));--> statement-breakpoint
-- Consents are evidence: every change is a new row, never updated or deleted.
CREATE FUNCTION "marketing_consent_changes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'marketing_consent_changes is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "marketing_consent_changes_no_update_delete" BEFORE UPDATE OR DELETE ON "marketing_consent_changes" FOR EACH ROW EXECUTE FUNCTION "marketing_consent_changes_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "marketing_consent_changes_no_truncate" BEFORE TRUNCATE ON "marketing_consent_changes" FOR EACH STATEMENT EXECUTE FUNCTION "marketing_consent_changes_refuse_change"();
