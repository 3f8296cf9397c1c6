CREATE TABLE "rg_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "rg_audit_actor_known" CHECK ("rg_audit"."actor_kind" in ('player', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"limit_type" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"set_by" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"needs_confirmation" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_type_known" CHECK ("rg_limits"."limit_type" in ('deposit', 'loss', 'wager', 'sessionTime')),
	CONSTRAINT "rg_limits_period_known" CHECK ("rg_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "rg_limits_set_by_known" CHECK ("rg_limits"."set_by" in ('player', 'operator', 'system')),
	CONSTRAINT "rg_limits_amount_positive" CHECK ("rg_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_quiz_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"is_passed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_audit_player_seq_unique" ON "rg_audit" USING btree ("player_id","seq");--> statement-breakpoint
CREATE INDEX "rg_limits_player_idx" ON "rg_limits" USING btree ("player_id","limit_type","period");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_limits_one_future" ON "rg_limits" USING btree ("player_id","limit_type","period") WHERE "rg_limits"."activated_at" is null and "rg_limits"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "rg_limits_due_idx" ON "rg_limits" USING btree ("starts_at") WHERE "rg_limits"."activated_at" is null and "rg_limits"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "rg_quiz_submissions_player_idx" ON "rg_quiz_submissions" USING btree ("player_id","created_at");--> statement-breakpoint
-- DESIGN §10: the responsible-gambling audit trail is append-only; a correction is a new row.
CREATE FUNCTION "rg_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'rg_audit is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rg_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "rg_audit" FOR EACH ROW EXECUTE FUNCTION "rg_audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "rg_audit_no_truncate" BEFORE TRUNCATE ON "rg_audit" FOR EACH STATEMENT EXECUTE FUNCTION "rg_audit_refuse_change"();--> statement-breakpoint
-- Stored jurisdiction profiles gain the responsible-gambling rules (limit raises, how periods are
-- counted, the breaks offered, the national register); the raise fields move out of depositLimits.
-- The values are the seed's of this version.
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":true,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3],"selfExclusionIds":[4,5,26,27,28],"nationalRegister":"gamstop"}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'GB' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":72,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":true},"limitPeriods":{"counting":"calendar","timeZone":"Europe/Stockholm"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":"spelpaus"}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":true,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'SE' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":168,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"calendar","timeZone":"Europe/Berlin"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":"oasis"}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":true,"maxMinor":{"monthly":100000},"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'DE' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":168,"isQuizRequired":true,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"calendar","timeZone":"Europe/Madrid"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":"rgiaj"}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":true,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'ES' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":168,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":"cruks"}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'NL' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'PE' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'HR' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'SR' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'NZ' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'TOBIQUE' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
UPDATE "jurisdictions" SET "profile" = jsonb_set(("profile" || '{"limitRaise":{"coolingOffHours":24,"isQuizRequired":false,"needsConfirmation":false,"notBeforePeriodEnds":false},"limitPeriods":{"counting":"rolling","timeZone":"UTC"},"breaks":{"timeOutIds":[1,29,2,3,30],"selfExclusionIds":[4,5,26,27,28,6],"nationalRegister":null}}'::jsonb) #- '{depositLimits,raiseCoolingOffHours}' #- '{depositLimits,isRaiseQuizRequired}', '{depositLimits}', ((("profile" #- '{depositLimits,raiseCoolingOffHours}') #- '{depositLimits,isRaiseQuizRequired}') -> 'depositLimits') || '{"isRequired":false,"maxMinor":null,"registrationPeriod":"monthly"}'::jsonb) WHERE "code" = 'default' AND NOT ("profile" ? 'limitRaise');--> statement-breakpoint
-- spec 001 §9: Spanish players start with 600 / 1,500 / 3,000 deposit limits; players registered
-- before limits existed get them now, applying at once.
INSERT INTO "rg_limits" ("player_id", "limit_type", "period", "amount", "set_by", "starts_at", "activated_at")
SELECT "p"."id", 'deposit', "d"."period", "d"."amount", 'system', now(), now()
FROM "players" "p" CROSS JOIN (VALUES ('daily', 60000), ('weekly', 150000), ('monthly', 300000)) AS "d"("period", "amount")
WHERE "p"."country" = 'ES';
--> statement-breakpoint
-- The deposit limit asked at registration (form_user_deposit_limit) becomes the player's monthly
-- deposit limit, applying from when they registered.
INSERT INTO "rg_limits" ("player_id", "limit_type", "period", "amount", "set_by", "starts_at", "activated_at")
SELECT "r"."player_id", 'deposit', 'monthly', "r"."deposit_limit_minor", 'player', coalesce("r"."completed_at", now()), coalesce("r"."completed_at", now())
FROM "registrations" "r"
WHERE "r"."player_id" IS NOT NULL AND "r"."deposit_limit_minor" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "rg_limits" "l" WHERE "l"."player_id" = "r"."player_id" AND "l"."limit_type" = 'deposit' AND "l"."period" = 'monthly');
