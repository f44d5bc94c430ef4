-- What a notification is about (domain Notice), so every reader gets it in their own language; null for a broadcast.
ALTER TABLE "notifications" ADD COLUMN "notice" jsonb;--> statement-breakpoint
-- A customer's own reviews, newest first (GET customer/reviews), without reading the whole table.
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","id");
