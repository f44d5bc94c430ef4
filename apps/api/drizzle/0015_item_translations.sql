-- An item's texts in the market's other languages (ur, ar, sp), field by field:
-- {"ur": {"description": "…"}, …}. Item details answer the description in the language asked for
-- (X-localization); the name stays as written, a proper name shoppers search by (decision 216).
ALTER TABLE "items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
