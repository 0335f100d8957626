ALTER TABLE "calf_role" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_role" ADD COLUMN "ancestors" varchar(2000) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "calf_role_parent_idx" ON "calf_role" USING btree ("tenant_id","is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "calf_role_ancestors_idx" ON "calf_role" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "calf_role_role_name_trgm" ON "calf_role" USING gin ("role_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_role_role_alias_trgm" ON "calf_role" USING gin ("role_alias" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_role_sort_idx" ON "calf_role" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_role_id_idx" ON "calf_role" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
-- >>> hand-written: the materialised path of the roles already under a parent (the layer's tree reads it)
WITH RECURSIVE tree AS (
	SELECT "id", '0'::text AS "path" FROM "calf_role" WHERE "parent_id" = 0
	UNION ALL
	SELECT r."id", tree."path" || ',' || r."parent_id" FROM "calf_role" r JOIN tree ON r."parent_id" = tree."id"
)
UPDATE "calf_role" SET "ancestors" = tree."path" FROM tree WHERE "calf_role"."id" = tree."id" AND tree."path" <> '0';
