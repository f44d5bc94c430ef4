-- A flash deal's (item campaign's) title and description in the market's other languages (ur, ar,
-- sp): answers asked for in one of them (X-localization) carry them; English is the row itself
-- (decision 217).
ALTER TABLE "item_campaigns" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
