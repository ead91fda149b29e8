CREATE TABLE "staff_idp_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "staff_idp_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "staff_idp_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_idp_models_grant" ON "staff_idp_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "staff_idp_models_uid" ON "staff_idp_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "staff_idp_models_expires" ON "staff_idp_models" USING btree ("expires_at");