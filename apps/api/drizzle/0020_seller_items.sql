-- Sellers' items (issue 36, decision 409).
-- A deleted item is kept for the orders that name it: switched off for good, hidden from its seller.
ALTER TABLE "items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A combination the seller removed that orders still name: kept (its id stays valid for stock given back), never shown.
ALTER TABLE "item_variations" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "order_details_variation_idx" ON "order_details" USING btree ("variation_id") WHERE "order_details"."variation_id" is not null;--> statement-breakpoint
-- A discount with dates (Pakistan days, both included): items.discount holds what applies today; the
-- plan keeps the seller's offer until its last timed change, made by the midnight sweep.
CREATE TABLE "item_discount_plans" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"discount_type" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"applied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "item_discount_plans_dates" CHECK ("item_discount_plans"."ends_on" is null or "item_discount_plans"."starts_on" is null or "item_discount_plans"."ends_on" >= "item_discount_plans"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "item_discount_plans" ADD CONSTRAINT "item_discount_plans_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_discount_plans_starts_idx" ON "item_discount_plans" USING btree ("starts_on") WHERE not "item_discount_plans"."applied";--> statement-breakpoint
CREATE INDEX "item_discount_plans_ends_idx" ON "item_discount_plans" USING btree ("ends_on") WHERE "item_discount_plans"."ends_on" is not null;
