-- A category's name in the market's other languages (ur, ar, sp), e.g. {"ur": "گروسری اور راشن"}:
-- answers asked for in one of them (X-localization) carry it; English is `name` itself (decision 216).
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
