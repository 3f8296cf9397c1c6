CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"game_session_id" uuid NOT NULL,
	CONSTRAINT "game_rounds_status_known" CHECK ("game_rounds"."status" in ('open', 'completed', 'cancelled')),
	CONSTRAINT "game_rounds_ended_when_closed" CHECK (("game_rounds"."status" = 'open') = ("game_rounds"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"ledger_transfer_id" uuid,
	"original_transaction_id" text,
	"debit_transaction_id" text,
	"round_ended" boolean,
	"request_hash" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_id_transaction_id_pk" PRIMARY KEY("provider_id","transaction_id"),
	CONSTRAINT "provider_transactions_kind_known" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback', 'rollback_tombstone')),
	CONSTRAINT "provider_transactions_amount_not_negative" CHECK ("provider_transactions"."amount_minor" >= 0),
	CONSTRAINT "provider_transactions_links_by_kind" CHECK (("provider_transactions"."kind" in ('rollback', 'rollback_tombstone')) = ("provider_transactions"."original_transaction_id" is not null) and ("provider_transactions"."kind" = 'credit') = ("provider_transactions"."debit_transaction_id" is not null)),
	CONSTRAINT "provider_transactions_transfer_by_kind" CHECK (("provider_transactions"."ledger_transfer_id" is not null) = ("provider_transactions"."kind" in ('debit', 'rollback') or ("provider_transactions"."kind" = 'credit' and "provider_transactions"."amount_minor" > 0)))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_unique" ON "game_rounds" USING btree ("provider_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_started_idx" ON "game_rounds" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_open_unique" ON "game_sessions" USING btree ("player_id","game_id") WHERE "game_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_id_unique" ON "provider_transactions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_one_rollback_per_debit" ON "provider_transactions" USING btree ("provider_id","original_transaction_id") WHERE "provider_transactions"."original_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_transactions_credit_of_debit_idx" ON "provider_transactions" USING btree ("provider_id","debit_transaction_id") WHERE "provider_transactions"."debit_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider_id","round_id");--> statement-breakpoint
-- DESIGN §4: a provider transaction is the idempotency record of a movement (its first answer);
-- like a ledger transfer it is never updated or deleted.
CREATE FUNCTION "provider_transactions_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'provider_transactions is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_transactions_no_update_delete" BEFORE UPDATE OR DELETE ON "provider_transactions" FOR EACH ROW EXECUTE FUNCTION "provider_transactions_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "provider_transactions_no_truncate" BEFORE TRUNCATE ON "provider_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "provider_transactions_refuse_change"();
