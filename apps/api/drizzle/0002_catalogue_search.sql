-- Catalogue search and list indexes (decisions 201, 202). pg_trgm serves the vocabulary's trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sale_price" integer GENERATED ALWAYS AS ((price - least(price, case when discount_type = 'amount' then round(greatest(discount, 0)) else round(price * least(greatest(discount, 0), 100) / 100) end))::integer) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "avg_rating" numeric(3, 2) GENERATED ALWAYS AS (least(5, case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end)) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (order_count + 3 * rating_count) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "category_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(search_extra, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "avg_rating" numeric(3, 2) GENERATED ALWAYS AS (least(5, case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end)) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(address, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_active_store_idx" ON "items" USING btree ("store_id") WHERE active;--> statement-breakpoint
CREATE INDEX "items_sale_price_idx" ON "items" USING btree ("sale_price","id");--> statement-breakpoint
CREATE INDEX "items_rating_idx" ON "items" USING btree ("avg_rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "items_popularity_idx" ON "items" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "items_reviews_idx" ON "items" USING btree ("rating_count","id");--> statement-breakpoint
CREATE INDEX "items_sales_idx" ON "items" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "items_category_popularity_idx" ON "items" USING btree ("category_id","popularity","id");--> statement-breakpoint
CREATE INDEX "items_category_newest_idx" ON "items" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_category_price_idx" ON "items" USING btree ("category_id","sale_price","id");--> statement-breakpoint
CREATE INDEX "items_category_rating_idx" ON "items" USING btree ("category_id","avg_rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "items_category_sales_idx" ON "items" USING btree ("category_id","order_count","id");--> statement-breakpoint
CREATE INDEX "items_category_reviews_idx" ON "items" USING btree ("category_id","rating_count","id");--> statement-breakpoint
CREATE INDEX "items_category_path_idx" ON "items" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stores_popular_idx" ON "stores" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "stores_latest_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stores_rating_idx" ON "stores" USING btree ("avg_rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "stores_search_idx" ON "stores" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category_id","published_at");