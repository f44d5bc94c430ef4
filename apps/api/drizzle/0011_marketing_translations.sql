-- A banner's title, and a basic campaign's title and description, in the market's other languages
-- (ur, ar, sp), e.g. {"ur": {"title": "آزادی سیل"}}: answers asked for in one of them (X-localization)
-- carry them; English is the row itself. `text_in_image`: the picture carries its own words (an
-- uploaded banner, and every row before this migration); false, a picture without words, over which
-- the storefront writes the title in the shopper's language (decision 217).
ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "text_in_image" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "text_in_image" boolean DEFAULT true NOT NULL;
