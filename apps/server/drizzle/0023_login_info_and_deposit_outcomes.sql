ALTER TABLE "players" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "previous_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome_shown_at" timestamp with time zone;--> statement-breakpoint
-- Payments settled before this migration are history: no page brings them up again.
UPDATE "payments" SET "outcome_shown_at" = coalesce("settled_at", "updated_at") WHERE "status" <> 'pending';--> statement-breakpoint
CREATE INDEX "payments_unshown_outcome_idx" ON "payments" USING btree ("player_id") WHERE "payments"."outcome_shown_at" is null and "payments"."status" <> 'pending';