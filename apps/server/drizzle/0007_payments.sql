CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_cards_last4_digits" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_cards_expiry_month" CHECK ("payment_cards"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"method" text NOT NULL,
	"card_id" uuid,
	"method_detail" text,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"service_url" text,
	"transfer_id" uuid,
	"refund_status" text,
	"refund_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_currency_iso" CHECK ("payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('card', 'bank_transfer')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payments_refund_status_known" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('pending', 'refunded')),
	CONSTRAINT "payments_succeeded_has_transfer" CHECK ("payments"."status" <> 'succeeded' or "payments"."transfer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"token" text,
	"bank" text,
	"approve_secret_hash" text,
	"return_url" text,
	"locale" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "psp_sandbox_operations_kind_known" CHECK ("psp_sandbox_operations"."kind" in ('charge', 'bank_transfer', 'payout', 'refund')),
	CONSTRAINT "psp_sandbox_operations_status_known" CHECK ("psp_sandbox_operations"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "psp_sandbox_operations_amount_positive" CHECK ("psp_sandbox_operations"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"method" text NOT NULL,
	"card_id" uuid,
	"method_detail" text,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reject_reason" text,
	"provider" text NOT NULL,
	"payout_status" text,
	"payout_ref" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_currency_iso" CHECK ("withdrawals"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "withdrawals_method_known" CHECK ("withdrawals"."method" in ('card', 'bank_transfer')),
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_payout_status_known" CHECK ("withdrawals"."payout_status" is null or "withdrawals"."payout_status" in ('pending', 'paid')),
	CONSTRAINT "withdrawals_decided_has_time" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_provider_token_unique" ON "payment_cards" USING btree ("provider","token");--> statement-breakpoint
CREATE INDEX "payment_cards_player_idx" ON "payment_cards" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_player_idempotency_unique" ON "payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_player_created_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending' or "payments"."refund_status" = 'pending';--> statement-breakpoint
CREATE INDEX "psp_sandbox_events_due_idx" ON "psp_sandbox_events" USING btree ("next_attempt_at") WHERE "psp_sandbox_events"."next_attempt_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_sandbox_operations_kind_reference_unique" ON "psp_sandbox_operations" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_player_idempotency_unique" ON "withdrawals" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_player_created_idx" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at");