CREATE TABLE "cashback_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"game_type" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_round_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"campaign_id" uuid,
	"title" jsonb NOT NULL,
	"game_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint NOT NULL,
	"wins_to" text NOT NULL,
	"wins_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_rule" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "free_round_grants_status_known" CHECK ("free_round_grants"."status" in ('pending', 'live', 'ended', 'cancelled')),
	CONSTRAINT "free_round_grants_wins_to_known" CHECK ("free_round_grants"."wins_to" in ('bonus', 'cash')),
	CONSTRAINT "free_round_grants_rounds" CHECK ("free_round_grants"."rounds" > 0 and "free_round_grants"."rounds_played" between 0 and "free_round_grants"."rounds")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"campaign_id" uuid,
	"offer_id" uuid,
	"title" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagering_required_minor" bigint NOT NULL,
	"wagering_done_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"max_bet_minor" bigint,
	"contributions" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"grant_key" text,
	"ended_amount_minor" bigint,
	CONSTRAINT "player_bonuses_status_known" CHECK ("player_bonuses"."status" in ('active', 'converted', 'expired', 'forfeited', 'spent')),
	CONSTRAINT "player_bonuses_ended_when" CHECK (("player_bonuses"."status" = 'active') = ("player_bonuses"."ended_at" is null)),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."amount_minor" >= 0 and "player_bonuses"."wagering_required_minor" >= 0 and "player_bonuses"."wagering_done_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"rules" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_kind_known" CHECK ("reward_campaigns"."kind" in ('deposit-bonus', 'bonus', 'free-spins', 'cashback')),
	CONSTRAINT "reward_campaigns_status_known" CHECK ("reward_campaigns"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "reward_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount_minor" bigint,
	"currency" char(3) NOT NULL,
	"rounds" integer,
	"reference" uuid,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount_minor" bigint,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claim_by" timestamp with time zone NOT NULL,
	"basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "reward_offers_status_known" CHECK ("reward_offers"."status" in ('open', 'claimed')),
	CONSTRAINT "reward_offers_claimed_when" CHECK (("reward_offers"."status" = 'claimed') = ("reward_offers"."claimed_at" is not null)),
	CONSTRAINT "reward_offers_amount_positive" CHECK ("reward_offers"."amount_minor" is null or "reward_offers"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_transfer_by_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_by_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_player_cash_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_known";--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "free_rounds_id" uuid;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_reward_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."reward_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_offers" ADD CONSTRAINT "reward_offers_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_rounds_settled_idx" ON "cashback_rounds" USING btree ("settled_at","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_grants_key_unique" ON "free_round_grants" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "free_round_grants_player_idx" ON "free_round_grants" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "free_round_grants_delivery_idx" ON "free_round_grants" USING btree ("available_from") WHERE "free_round_grants"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_running" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_unique" ON "player_bonuses" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_grant_key_unique" ON "player_bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_seed_key_unique" ON "reward_campaigns" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "reward_history_player_at_idx" ON "reward_history" USING btree ("player_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_offers_campaign_player_period_unique" ON "reward_offers" USING btree ("campaign_id","player_id","period_start");--> statement-breakpoint
CREATE INDEX "reward_offers_player_status_idx" ON "reward_offers" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "provider_transactions_bonus_debits_idx" ON "provider_transactions" USING btree ("player_id") WHERE "provider_transactions"."kind" = 'debit' and "provider_transactions"."bonus_amount_minor" > 0;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_free_round_grant" CHECK (("provider_transactions"."kind" = 'free_round') = ("provider_transactions"."free_rounds_id" is not null));--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_bonus_part" CHECK ("provider_transactions"."bonus_amount_minor" between 0 and "provider_transactions"."amount_minor");--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_kind_known" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback', 'rollback_tombstone', 'free_round'));--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_transfer_by_kind" CHECK (("provider_transactions"."ledger_transfer_id" is not null) = ("provider_transactions"."kind" in ('debit', 'rollback') or ("provider_transactions"."kind" in ('credit', 'free_round') and "provider_transactions"."amount_minor" > 0)));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_withdrawal', 'house', 'payment_clearing', 'provider'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_by_kind" CHECK (("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_withdrawal', 'provider')) = ("ledger_accounts"."owner_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_cash_not_negative" CHECK ("ledger_accounts"."kind" not in ('player_cash', 'player_bonus', 'player_withdrawal') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_known" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal', 'bet', 'win', 'rollback', 'adjustment', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'reward_payout'));--> statement-breakpoint
CREATE FUNCTION "reward_history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'reward_history is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_history_no_update_delete" BEFORE UPDATE OR DELETE ON "reward_history" FOR EACH ROW EXECUTE FUNCTION "reward_history_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "reward_history_no_truncate" BEFORE TRUNCATE ON "reward_history" FOR EACH STATEMENT EXECUTE FUNCTION "reward_history_refuse_change"();
--> statement-breakpoint
-- Stored jurisdiction profiles gain the bonus rules (domain jurisdictions.ts bonuses).
UPDATE "jurisdictions" SET "profile" = "profile" || '{"bonuses":{"cap":null,"maxWageringMultiplier":10}}'::jsonb WHERE "code" = 'GB' AND NOT ("profile" ? 'bonuses');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = "profile" || '{"bonuses":{"cap":{"periodDays":null,"maxCount":1,"maxAmountMinor":null},"maxWageringMultiplier":null}}'::jsonb WHERE "code" = 'SE' AND NOT ("profile" ? 'bonuses');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = "profile" || '{"bonuses":{"cap":{"periodDays":30,"maxCount":null,"maxAmountMinor":25000},"maxWageringMultiplier":null}}'::jsonb WHERE "code" = 'NL' AND NOT ("profile" ? 'bonuses');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = "profile" || '{"bonuses":{"cap":null,"maxWageringMultiplier":null}}'::jsonb WHERE NOT ("profile" ? 'bonuses');
