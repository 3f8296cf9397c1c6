CREATE TABLE "favourite_games" (
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"vertical" text NOT NULL,
	"slug" text NOT NULL,
	"tag" text NOT NULL,
	"order_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_categories_vertical_known" CHECK ("game_categories"."vertical" in ('casino', 'live')),
	CONSTRAINT "game_categories_tag_known" CHECK ("game_categories"."tag" in ('popular', 'new', 'jackpot', 'races', 'lastplayed', 'favourites', 'slots', 'table-games', 'roulette', 'blackjack', 'gameshows', 'baccarat', 'exclusive', 'live', 'all')),
	CONSTRAINT "game_categories_slug_format" CHECK ("game_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("game_categories"."slug") <= 64 and "game_categories"."slug" <> 'home')
);
--> statement-breakpoint
CREATE TABLE "game_category_games" (
	"category_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_category_games_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "last_played_games" (
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "last_played_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "lobby_pages" (
	"vertical" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lobby_pages_vertical_slug_locale_pk" PRIMARY KEY("vertical","slug","locale"),
	CONSTRAINT "lobby_pages_vertical_known" CHECK ("lobby_pages"."vertical" in ('casino', 'live'))
);
--> statement-breakpoint
CREATE TABLE "search_aliases" (
	"term" text NOT NULL,
	"locale" text NOT NULL,
	"game_id" text NOT NULL,
	CONSTRAINT "search_aliases_term_locale_game_id_pk" PRIMARY KEY("term","locale","game_id"),
	CONSTRAINT "search_aliases_term_lowercase" CHECK ("search_aliases"."term" = lower("search_aliases"."term"))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_engine_known";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "has_jackpot" boolean;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_played_games" ADD CONSTRAINT "last_played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_aliases" ADD CONSTRAINT "search_aliases_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_player_created_idx" ON "favourite_games" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_slug_unique" ON "game_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "game_category_games_order_idx" ON "game_category_games" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "game_category_games_game_idx" ON "game_category_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "last_played_games_player_played_idx" ON "last_played_games" USING btree ("player_id","played_at");--> statement-breakpoint
CREATE INDEX "search_aliases_locale_idx" ON "search_aliases" USING btree ("locale");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_engine_known" CHECK ("games"."engine" in ('video-slot', 'classic-slot', 'roulette', 'blackjack', 'baccarat', 'money-wheel'));