DROP INDEX "calf_dept_tenant_idx";--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_category" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "full_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "full_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "calf_dept_list_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_dept_dept_name_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","dept_name");--> statement-breakpoint
CREATE INDEX "calf_dept_dept_category_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","dept_category");--> statement-breakpoint
CREATE INDEX "calf_dept_sort_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_dept_parent_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dept_ancestors_idx" ON "calf_dept" USING btree ("ancestors" varchar_pattern_ops);