-- What a notification is about (domain Notice), so every reader gets it in their own language; null for a broadcast.
-- Idempotent: this migration's journal date was once earlier than 0005's, so a database may run it twice.
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "notice" jsonb;--> statement-breakpoint
-- A customer's own reviews, newest first (GET customer/reviews), without reading the whole table.
CREATE INDEX IF NOT EXISTS "reviews_user_idx" ON "reviews" USING btree ("user_id","id");
