-- Customer services (issue 11): favourites, notifications and web push, reviews, wallet, tickets, addresses.
-- Each part keeps its own section below; statements are separated by the breakpoint marker line.
SELECT 1;
--> statement-breakpoint
-- @section favourites-wallet-addresses
UPDATE "addresses" SET "address_type" = 'others' WHERE "address_type" NOT IN ('home','office','others');
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_type_known" CHECK ("addresses"."address_type" in ('home','office','others'));
--> statement-breakpoint
-- @section notifications-push
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","updated_at");
--> statement-breakpoint
-- @section reviews
ALTER TABLE "reviews" ADD CONSTRAINT "review_comment_length" CHECK (char_length("reviews"."comment") <= 2000);
--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_image_position" CHECK ("review_images"."position" between 0 and 2);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_images_review_position" ON "review_images" USING btree ("review_id","position");
--> statement-breakpoint
-- @section tickets
ALTER TABLE "tickets" ALTER COLUMN "type" SET DEFAULT 'other';
--> statement-breakpoint
UPDATE "tickets" SET "type" = 'other' WHERE "type" NOT IN ('order_problem','payment','delivery','account','other');
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_type_known" CHECK ("tickets"."type" in ('order_problem','payment','delivery','account','other'));
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_known" CHECK ("tickets"."status" in ('open','answered','closed'));
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_priority_known" CHECK ("tickets"."priority" in ('low','medium','high'));
--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE INDEX "tickets_updated_idx" ON "tickets" USING btree ("updated_at");
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "staff_id" integer;
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_sender_known" CHECK ("ticket_messages"."sender_type" in ('customer','staff'));
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_at_most_3_attachments" CHECK (jsonb_array_length("ticket_messages"."attachments") <= 3);
