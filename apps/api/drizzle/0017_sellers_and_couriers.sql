CREATE TABLE "courier_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"earning" text NOT NULL,
	"zone_id" integer,
	"reason" text,
	"decided_at" timestamp with time zone,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_applications_status" CHECK ("courier_applications"."status" in ('pending','approved','rejected')),
	CONSTRAINT "courier_applications_earning" CHECK ("courier_applications"."earning" in ('freelancer','salary_based'))
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"zone_id" integer,
	"earning" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"online" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_earning" CHECK ("couriers"."earning" in ('freelancer','salary_based'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_role" text NOT NULL,
	"actor_id" integer,
	"store_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"txn" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer,
	"courier_id" integer,
	"order_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_txn_account" UNIQUE("txn","account")
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"courier_id" integer,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_amount_positive" CHECK ("payout_requests"."amount" > 0),
	CONSTRAINT "payout_method" CHECK ("payout_requests"."method" in ('bank','jazzcash','easypaisa')),
	CONSTRAINT "payout_status" CHECK ("payout_requests"."status" in ('pending','approved','rejected','paid')),
	CONSTRAINT "payout_one_payee" CHECK (("payout_requests"."store_id" is null) <> ("payout_requests"."courier_id" is null))
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_seller_has_store";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "announcement" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "commission" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_man_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_verification_code" text DEFAULT lpad((floor(random() * 10000))::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_courier_id_staff_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_courier_id_staff_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_applications_pending_email" ON "courier_applications" USING btree (lower("email")) WHERE "courier_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "courier_applications_status_idx" ON "courier_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "couriers_zone_online_idx" ON "couriers" USING btree ("zone_id","online");--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_role","actor_id","id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "ledger_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payout_requests_store_idx" ON "payout_requests" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "payout_requests_courier_idx" ON "payout_requests" USING btree ("courier_id","id");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_man_id_staff_id_fk" FOREIGN KEY ("delivery_man_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_man_idx" ON "orders" USING btree ("delivery_man_id","id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role" CHECK ("staff"."role" in ('seller','admin','courier'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_seller_has_store" CHECK ("staff"."role" <> 'seller' or "staff"."store_id" is not null);