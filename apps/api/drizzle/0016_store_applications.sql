CREATE TABLE "store_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"store_name" text NOT NULL,
	"address" text NOT NULL,
	"tax" numeric(5, 2) NOT NULL,
	"min_delivery_time" integer NOT NULL,
	"max_delivery_time" integer NOT NULL,
	"delivery_time_type" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"zone_id" integer NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_applications_status" CHECK ("store_applications"."status" in ('pending','approved','rejected')),
	CONSTRAINT "store_applications_delivery_time" CHECK ("store_applications"."max_delivery_time" >= "store_applications"."min_delivery_time")
);
--> statement-breakpoint
ALTER TABLE "store_applications" ADD CONSTRAINT "store_applications_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_applications" ADD CONSTRAINT "store_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_pending_email" ON "store_applications" USING btree (lower("email")) WHERE "store_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "store_applications_status_idx" ON "store_applications" USING btree ("status","id");