ALTER TABLE "shtmp_check_plan" ADD COLUMN "control_id" bigint;--> statement-breakpoint
ALTER TABLE "shtmp_check_record" ADD COLUMN "late" boolean;--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "missing_control_levels" text[];--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_control_id_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","control_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_late_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","late");--> statement-breakpoint
CREATE INDEX "risk_point_type_missing_control_levels_gin" ON "risk_point_type" USING gin ("missing_control_levels");--> statement-breakpoint
-- Hand-written (mech-check, #32 item 5): records that closed a task late carry the late flag.
UPDATE "shtmp_check_record" r SET "late" = (t."task_status" = 'DONE_LATE')
  FROM "shtmp_check_plan_item" t WHERE t."id" = r."plan_item_id";
