CREATE TABLE "competition_entries" (
	"competition_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"staked_minor" bigint DEFAULT 0 NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_entries_competition_id_player_id_pk" PRIMARY KEY("competition_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "competition_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL,
	"item_translation" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_rounds" (
	"competition_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_rounds_competition_id_round_id_pk" PRIMARY KEY("competition_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "competition_winners" (
	"competition_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"score" bigint NOT NULL,
	"entrant" text NOT NULL,
	"ticket" integer NOT NULL,
	"prize_id" uuid NOT NULL,
	CONSTRAINT "competition_winners_competition_id_position_pk" PRIMARY KEY("competition_id","position")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"occurrence" text,
	"name" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"rules" jsonb NOT NULL,
	"is_auto_opt_in" boolean DEFAULT false NOT NULL,
	"needs_bonus_cap" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_commitment" text NOT NULL,
	"seed" text NOT NULL,
	"snapshot" text,
	"snapshot_hash" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_kind_known" CHECK ("competitions"."kind" in ('raffle', 'race')),
	CONSTRAINT "competitions_status_known" CHECK ("competitions"."status" in ('open', 'drawn')),
	CONSTRAINT "competitions_times" CHECK ("competitions"."starts_at" < "competitions"."ends_at" and "competitions"."ends_at" <= "competitions"."draw_at")
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_prizes" ADD CONSTRAINT "competition_prizes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_rounds" ADD CONSTRAINT "competition_rounds_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_prize_id_competition_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."competition_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_prizes_position_unique" ON "competition_prizes" USING btree ("competition_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_winners_one_prize_each" ON "competition_winners" USING btree ("competition_id","player_id");--> statement-breakpoint
CREATE INDEX "competitions_draw_idx" ON "competitions" USING btree ("draw_at") WHERE "competitions"."status" = 'open';