CREATE TABLE "bonus_wagering_stakes" (
	"stake_key" text PRIMARY KEY NOT NULL,
	"bonus_id" uuid NOT NULL,
	"counted_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_wagering_stakes_counted" CHECK ("bonus_wagering_stakes"."counted_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_wagering_stakes" ADD CONSTRAINT "bonus_wagering_stakes_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_wagering_stakes_bonus_idx" ON "bonus_wagering_stakes" USING btree ("bonus_id");