CREATE TABLE "rg_reality_checks" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"sitting_started_at" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"cooldown_until" timestamp with time zone,
	"kind" text NOT NULL,
	"interval_minutes" integer,
	"touched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_reality_checks_kind_known" CHECK ("rg_reality_checks"."kind" in ('soft', 'hard')),
	CONSTRAINT "rg_reality_checks_interval_positive" CHECK ("rg_reality_checks"."interval_minutes" is null or "rg_reality_checks"."interval_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "stake_cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD COLUMN "requires_session_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "stake_cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "requires_session_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "duration_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "limit_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "net_loss_limit_minor" bigint;--> statement-breakpoint
-- One live launch per player from now on (no parallel play): of a player's live launches only the
-- most recently used stays open.
UPDATE "game_launches" SET "closed_at" = now() WHERE "closed_at" IS NULL AND "id" NOT IN (SELECT DISTINCT ON ("player_id") "id" FROM "game_launches" WHERE "closed_at" IS NULL ORDER BY "player_id", "last_used_at" DESC, "opened_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "game_launches_one_live_per_player" ON "game_launches" USING btree ("player_id") WHERE "game_launches"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_limits_whole" CHECK (("game_sessions"."duration_limit_minutes" is null) = ("game_sessions"."limit_ends_at" is null)
        and ("game_sessions"."duration_limit_minutes" is null) = ("game_sessions"."net_loss_limit_minor" is null));--> statement-breakpoint
-- Stored jurisdiction profiles gain the in-play rules (domain jurisdictions.ts gameSessions).
UPDATE "jurisdictions" SET "profile" = "profile" || '{"gameSessions":{"slotSessionLimits":{"durationMinutes":[15,30,60,90,120,180,240],"netLossMinor":[1000,2000,5000,10000,20000,50000,100000],"isChangeAllowedMidSession":false,"newSessionNoticeMinutes":60},"netLossWarnAtPercent":80,"realityCheckChoicesMinutes":[]}}'::jsonb WHERE "code" = 'ES' AND NOT ("profile" ? 'gameSessions');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = "profile" || '{"gameSessions":{"slotSessionLimits":null,"netLossWarnAtPercent":80,"realityCheckChoicesMinutes":[15,30,45,60]}}'::jsonb WHERE "code" = 'GB' AND NOT ("profile" ? 'gameSessions');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = "profile" || '{"gameSessions":{"slotSessionLimits":null,"netLossWarnAtPercent":80,"realityCheckChoicesMinutes":[]}}'::jsonb WHERE NOT ("profile" ? 'gameSessions');
