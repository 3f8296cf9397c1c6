CREATE TABLE "game_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
-- DESIGN §7: a launch token is for one provider. Tokens issued before this migration name none:
-- '' matches no provider, so they are refused (the player opens the game again) and purged as usual.
ALTER TABLE "game_launch_tokens" ADD COLUMN "provider_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ALTER COLUMN "provider_id" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "game_launches_open_idx" ON "game_launches" USING btree ("player_id","game_id","provider_id") WHERE "game_launches"."closed_at" is null;