-- A blog post's title, excerpt and body, and a blog category's name, in the market's other languages
-- (ur, ar, sp): answers asked for in one of them (X-localization) carry them; English is the row
-- itself (decision 217).
ALTER TABLE "blogs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
