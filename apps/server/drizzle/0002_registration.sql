CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "outbox_attempts_not_negative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recovery_codes_channel_known" CHECK ("recovery_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "registration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_events_event_known" CHECK ("registration_events"."event" in ('registration-start'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"country_id" integer NOT NULL,
	"deposit_limit_minor" bigint,
	"currency" text NOT NULL,
	"group_marketing_consent" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"privacy_accepted_at" timestamp with time zone,
	"device_fingerprint" text,
	"email_verification_hash" text,
	"email_verification_expires_at" timestamp with time zone,
	"email_verification_attempts" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "registrations_email_lowercase" CHECK ("registrations"."email" = lower("registrations"."email")),
	CONSTRAINT "registrations_deposit_limit_positive" CHECK ("registrations"."deposit_limit_minor" is null or "registrations"."deposit_limit_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sms_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "recovery_codes_recipient_created_idx" ON "recovery_codes" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "registration_events_created_idx" ON "registration_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_email_unique" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_mobile_unique" ON "registrations" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_player_unique" ON "registrations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sms_verifications_mobile_created_idx" ON "sms_verifications" USING btree ("mobile","created_at");