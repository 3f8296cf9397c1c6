CREATE TABLE "bankid_identities" (
	"personal_number" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bankid_identities_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"collect_secret_hash" text NOT NULL,
	"approve_secret_hash" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"personal_number" text,
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "bankid_orders_status_known" CHECK ("bankid_orders"."status" in ('pending', 'complete', 'cancelled')),
	CONSTRAINT "bankid_orders_complete_has_person" CHECK ("bankid_orders"."status" <> 'complete' or "bankid_orders"."personal_number" is not null)
);
