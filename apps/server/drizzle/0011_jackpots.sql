CREATE TABLE "jackpot_pools" (
	"game_id" text NOT NULL,
	"tier" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_game_id_tier_currency_pk" PRIMARY KEY("game_id","tier","currency"),
	CONSTRAINT "jackpot_pools_amount_nonnegative" CHECK ("jackpot_pools"."amount_minor" >= 0),
	CONSTRAINT "jackpot_pools_currency_iso" CHECK ("jackpot_pools"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "jackpot_pools_tier_known" CHECK ("jackpot_pools"."tier" in ('mini', 'minor', 'major', 'mega'))
);
--> statement-breakpoint
CREATE INDEX "jackpot_pools_currency_idx" ON "jackpot_pools" USING btree ("currency");