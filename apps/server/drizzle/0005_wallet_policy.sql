ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_by_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_player_cash_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_known";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "timed_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_withdrawal', 'house', 'payment_clearing', 'provider'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_by_kind" CHECK (("ledger_accounts"."kind" in ('player_cash', 'player_withdrawal', 'provider')) = ("ledger_accounts"."owner_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_cash_not_negative" CHECK ("ledger_accounts"."kind" not in ('player_cash', 'player_withdrawal') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_known" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal', 'bet', 'win', 'rollback', 'adjustment'));