CREATE TABLE "player_restriction_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"operator_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_restrictions" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"aml_status" text DEFAULT '0' NOT NULL,
	"kyc_status" text DEFAULT '0' NOT NULL,
	"has_gameplay_block" boolean DEFAULT false NOT NULL,
	"has_scan_verification" boolean DEFAULT false NOT NULL,
	"has_unverified_block" boolean DEFAULT false NOT NULL,
	"has_pep_block" boolean DEFAULT false NOT NULL,
	"has_kyc_block" boolean DEFAULT false NOT NULL,
	"has_rg_trigger_block" boolean DEFAULT false NOT NULL,
	"self_excluded_until" timestamp with time zone,
	"timed_out_until" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_restriction_changes_player_idx" ON "player_restriction_changes" USING btree ("player_id","created_at");--> statement-breakpoint
-- The restrictions move off `players` into their own module's table, every player's as they stand
-- (a permanent self-exclusion stays 'infinity'), and the operators' change history with them.
INSERT INTO "player_restrictions" ("player_id", "aml_status", "kyc_status", "has_gameplay_block", "has_scan_verification", "has_unverified_block", "has_pep_block", "has_kyc_block", "has_rg_trigger_block", "self_excluded_until", "timed_out_until", "blocked_at", "updated_at")
SELECT "id", "aml_status", "kyc_status", "has_gameplay_block", "has_scan_verification", "has_unverified_block", "has_pep_block", "has_kyc_block", "has_rg_trigger_block", "self_excluded_until", "timed_out_until", "blocked_at", "updated_at" FROM "players";--> statement-breakpoint
INSERT INTO "player_restriction_changes" ("id", "player_id", "operator_id", "changes", "reason", "created_at")
SELECT "id", "player_id", "operator_id", "changes", "reason", "created_at" FROM "player_compliance_changes";--> statement-breakpoint
DROP TABLE "player_compliance_changes" CASCADE;--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "aml_status";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "kyc_status";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_gameplay_block";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_scan_verification";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_unverified_block";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_pep_block";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_kyc_block";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "has_rg_trigger_block";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "self_excluded_until";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "timed_out_until";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "blocked_at";
