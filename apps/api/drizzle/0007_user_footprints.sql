CREATE TABLE "user_footprints" (
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_footprints_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
ALTER TABLE "user_footprints" ADD CONSTRAINT "user_footprints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_footprints" ADD CONSTRAINT "user_footprints_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_footprints_member_viewed" ON "user_footprints" USING btree ("member_id","viewed_at");