CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "game_launch_tokens_hash_format" CHECK ("game_launch_tokens"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "game_launch_tokens_currency_iso" CHECK ("game_launch_tokens"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "game_launch_tokens_expiry_after_creation" CHECK ("game_launch_tokens"."expires_at" > "game_launch_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"aspect_ratio" text NOT NULL,
	"allow_demo" boolean NOT NULL,
	"in_maintenance" boolean DEFAULT false NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"engine" text NOT NULL,
	"skin" text NOT NULL,
	"released_at" date NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_format" CHECK ("games"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("games"."slug") <= 100),
	CONSTRAINT "games_skin_format" CHECK ("games"."skin" ~ '^[a-z0-9-]{1,64}$'),
	CONSTRAINT "games_engine_known" CHECK ("games"."engine" in ('video-slot', 'classic-slot', 'roulette', 'blackjack')),
	CONSTRAINT "games_aspect_ratio_format" CHECK ("games"."aspect_ratio" ~ '^[0-9]{1,2}:[0-9]{1,2}$'),
	CONSTRAINT "games_bets_ordered" CHECK ("games"."min_bet_minor" > 0 and "games"."max_bet_minor" >= "games"."min_bet_minor"),
	CONSTRAINT "games_live_has_no_demo" CHECK (not ("games"."is_live" and "games"."allow_demo"))
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launch_tokens_expires_at_idx" ON "game_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_unique" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "games_released_at_idx" ON "games" USING btree ("released_at");--> statement-breakpoint
-- DESIGN §8: jurisdiction profiles gained minGameCycleMs (UKGC online slots: 2.5 s a cycle). Profiles
-- stored before it keep the operator's values and get the field: 2500 for GB, 0 elsewhere.
UPDATE "jurisdictions" SET "profile" = "profile" || jsonb_build_object('minGameCycleMs', CASE WHEN "code" = 'GB' THEN 2500 ELSE 0 END) WHERE "profile" -> 'minGameCycleMs' IS NULL;
