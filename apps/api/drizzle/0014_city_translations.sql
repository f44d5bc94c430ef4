-- A city's name in the market's other languages (ur, ar, sp): cities-list answers its local_name in
-- the language asked for (X-localization); `name` stays as stored, the name an address ends with
-- (decision 216).
ALTER TABLE "cities" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
