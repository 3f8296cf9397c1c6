CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"countries" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_brand_id_name_pk" PRIMARY KEY("brand_id","name"),
	CONSTRAINT "feature_flags_countries_not_empty" CHECK (cardinality("feature_flags"."countries") > 0)
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"code" text PRIMARY KEY NOT NULL,
	"authority" text NOT NULL,
	"country" text,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"source" text DEFAULT 'catalog' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_locale_key_pk" PRIMARY KEY("locale","key"),
	CONSTRAINT "translations_source_known" CHECK ("translations"."source" in ('catalog', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdictions_country_unique" ON "jurisdictions" USING btree ("country");