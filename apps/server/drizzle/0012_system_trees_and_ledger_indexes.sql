DROP INDEX "calf_menu_code_uq";--> statement-breakpoint
DROP INDEX "calf_dict_code_idx";--> statement-breakpoint
DROP INDEX "calf_dict_biz_code_idx";--> statement-breakpoint
DROP INDEX "calf_menu_parent_idx";--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "dict_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "dict_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "dict_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "is_sealed" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "is_sealed" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict" ALTER COLUMN "is_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "dict_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "dict_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "dict_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "is_sealed" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "is_sealed" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ALTER COLUMN "is_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "alias" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "alias" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "path" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "source" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "category" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "action" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "action" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "is_open" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "is_open" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_menu" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict" ADD COLUMN "ancestors" varchar(2000) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dict_biz" ADD COLUMN "ancestors" varchar(2000) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_menu" ADD COLUMN "ancestors" varchar(2000) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_cover1_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","due_end","task_status","check_risk_point_id","plan_id");--> statement-breakpoint
CREATE INDEX "danger_record_cover1_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","status","found_time","rectify_dept_id","id");--> statement-breakpoint
CREATE INDEX "calf_dict_list_idx" ON "calf_dict" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_dict_code_trgm" ON "calf_dict" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_dict_value_trgm" ON "calf_dict" USING gin ("dict_value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_sort_idx" ON "calf_dict" USING btree ("is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_dict_parent_idx" ON "calf_dict" USING btree ("is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dict_ancestors_idx" ON "calf_dict" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_biz_list_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_code_trgm" ON "calf_dict_biz" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_biz_dict_value_trgm" ON "calf_dict_biz" USING gin ("dict_value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_biz_sort_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_parent_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_ancestors_idx" ON "calf_dict_biz" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "calf_menu_list_idx" ON "calf_menu" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_menu_name_trgm" ON "calf_menu" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_menu_code_trgm" ON "calf_menu" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_menu_alias_trgm" ON "calf_menu" USING gin ("alias" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_menu_code_idx" ON "calf_menu" USING btree ("is_deleted","code");--> statement-breakpoint
CREATE INDEX "calf_menu_ancestors_idx" ON "calf_menu" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "calf_dict_code_idx" ON "calf_dict" USING btree ("is_deleted","code");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_code_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","code");--> statement-breakpoint
CREATE INDEX "calf_menu_parent_idx" ON "calf_menu" USING btree ("is_deleted","parent_id");