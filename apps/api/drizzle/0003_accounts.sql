CREATE TABLE "account_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"uoid" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"staff_code" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_refreshed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"lot_number" text PRIMARY KEY NOT NULL,
	"captcha_id" text NOT NULL,
	"target" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"passed_at" timestamp with time zone,
	"pass_token_hash" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_no" text NOT NULL,
	"mobile" text NOT NULL,
	"sms_type" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"ip" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_checks" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"use" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" text NOT NULL,
	"public_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
DROP INDEX "members_mobile";--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_session_id_account_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_sessions_uid" ON "account_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile" ON "otp_codes" USING btree ("mobile","sent_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip" ON "otp_codes" USING btree ("ip","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("country_no","mobile");