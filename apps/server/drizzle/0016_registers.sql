CREATE TABLE "excluded_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "excluded_persons_kind_known" CHECK ("excluded_persons"."kind" in ('email', 'mobile', 'national-id'))
);
--> statement-breakpoint
CREATE TABLE "register_sandbox_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"reference" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"date_of_birth" date,
	"national_id" text,
	"email" text,
	"mobile" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_sandbox_entries_register_known" CHECK ("register_sandbox_entries"."register" in ('spelpaus', 'oasis', 'cruks', 'gamstop', 'rgiaj'))
);
--> statement-breakpoint
CREATE TABLE "register_sandbox_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"person" jsonb NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "register_sandbox_reports_register_known" CHECK ("register_sandbox_reports"."register" in ('spelpaus', 'oasis', 'cruks', 'gamstop', 'rgiaj')),
	CONSTRAINT "register_sandbox_reports_reason_known" CHECK ("register_sandbox_reports"."reason" in ('panic-button')),
	CONSTRAINT "register_sandbox_reports_period" CHECK ("register_sandbox_reports"."blocked_until" > "register_sandbox_reports"."blocked_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "excluded_persons_player_identifier_unique" ON "excluded_persons" USING btree ("player_id","identifier_hash");--> statement-breakpoint
CREATE INDEX "excluded_persons_identifier_idx" ON "excluded_persons" USING btree ("identifier_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sandbox_entries_reference_unique" ON "register_sandbox_entries" USING btree ("register","reference");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_email_idx" ON "register_sandbox_entries" USING btree ("register","email");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_mobile_idx" ON "register_sandbox_entries" USING btree ("register","mobile");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_national_id_idx" ON "register_sandbox_entries" USING btree ("register","national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sandbox_reports_reference_unique" ON "register_sandbox_reports" USING btree ("register","reference");