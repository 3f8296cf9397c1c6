CREATE TABLE "player_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"message" jsonb NOT NULL,
	"timeout_ms" integer NOT NULL,
	"position" integer,
	"currency" char(3),
	"amount_minor" bigint,
	"min_cashback_minor" bigint,
	"min_rounds" integer,
	"link" text,
	"is_kept" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "player_notifications_event_type_known" CHECK (event_type in ('race_start', 'race_finish', 'race_stake_too_low', 'race_game_not_ok', 'raffle_tickets', 'raffle_win', 'bonus_offer', 'bonus_granted', 'bonus_converted', 'bonus_ended', 'free_spins', 'cashback_offer', 'limit_active')),
	CONSTRAINT "player_notifications_timeout_positive" CHECK ("player_notifications"."timeout_ms" > 0)
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "last_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "stake_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "player_notifications_inbox_idx" ON "player_notifications" USING btree ("player_id","id") WHERE "player_notifications"."is_kept";--> statement-breakpoint
CREATE INDEX "player_notifications_unread_idx" ON "player_notifications" USING btree ("player_id") WHERE "player_notifications"."is_kept" and "player_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "competition_entries_rank_idx" ON "competition_entries" USING btree ("competition_id","score","scored_at");