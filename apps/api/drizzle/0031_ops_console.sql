-- The operations console, part 1 (issue #29): roles with their permissions, staff's roles, internal
-- order notes, the order search's indexes, and the audit trail, which the database keeps append-only:
-- UPDATE, DELETE and TRUNCATE on ops_audit raise an exception, whoever asks (the triggers below).
CREATE TABLE "ops_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_code" text NOT NULL,
	"roles" text[] NOT NULL,
	"permission" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"diff" jsonb NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "ops_role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "ops_roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_roles_staff_id_role_pk" PRIMARY KEY("staff_id","role")
);
--> statement-breakpoint
ALTER TABLE "ops_role_permissions" ADD CONSTRAINT "ops_role_permissions_role_ops_roles_code_fk" FOREIGN KEY ("role") REFERENCES "public"."ops_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_role_ops_roles_code_fk" FOREIGN KEY ("role") REFERENCES "public"."ops_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_audit_at" ON "ops_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ops_audit_staff_at" ON "ops_audit" USING btree ("staff_code","at");--> statement-breakpoint
CREATE INDEX "ops_audit_target" ON "ops_audit" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "staff_roles_role" ON "staff_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_ship_mobile" ON "orders" USING btree (("address_snapshot" ->> 'mobile'));--> statement-breakpoint
CREATE INDEX "orders_ship_mobile_last4" ON "orders" USING btree (right("address_snapshot" ->> 'mobile', 4));--> statement-breakpoint
CREATE INDEX "orders_ship_consignee" ON "orders" USING btree (("address_snapshot" ->> 'consignee') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_tracking_no" ON "parcels" USING btree ("tracking_no");
--> statement-breakpoint
CREATE FUNCTION "ops_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ops_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- A statement trigger: it refuses even an UPDATE or DELETE that matches no row, and TRUNCATE (no row triggers fire for it).
CREATE TRIGGER "ops_audit_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ops_audit" FOR EACH STATEMENT EXECUTE FUNCTION "ops_audit_append_only"();
