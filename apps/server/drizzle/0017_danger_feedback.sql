ALTER TABLE "danger_record" ADD COLUMN "check_item_id" bigint;--> statement-breakpoint
ALTER TABLE "danger_record" ADD COLUMN "measure_id" bigint;--> statement-breakpoint
ALTER TABLE "danger_record" ADD COLUMN "is_repeat" boolean;--> statement-breakpoint
ALTER TABLE "danger_record" ADD COLUMN "repeat_of_id" bigint;--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "out_of_control" boolean;--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "out_of_control_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "open_danger_count" integer;--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "review_needed" boolean;--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "review_reason" varchar(500);--> statement-breakpoint
CREATE INDEX "danger_record_check_item_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","check_item_id");--> statement-breakpoint
CREATE INDEX "danger_record_measure_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","measure_id");--> statement-breakpoint
CREATE INDEX "danger_record_is_repeat_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","is_repeat");--> statement-breakpoint
CREATE INDEX "danger_record_repeat_of_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","repeat_of_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_out_of_control_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","out_of_control");--> statement-breakpoint
CREATE INDEX "risk_point_type_open_danger_count_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","open_danger_count");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_needed_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","review_needed");--> statement-breakpoint
-- >>> hand-written (issue #32, mech-danger): data of installations seeded before this migration.
-- 1. The danger flow's REGISTER step (a failed check item registers its danger) gets its label in
--    every tenant's DANGER_ACTION dictionary (new tenants get it from the seed).
INSERT INTO "calf_dict_biz" ("id", "parent_id", "ancestors", "code", "dict_key", "dict_value", "sort", "remark", "is_sealed", "tenant_id")
SELECT (SELECT max("id") FROM "calf_dict_biz") + row_number() OVER (ORDER BY h."id"), h."id", h."ancestors" || ',' || h."id",
  h."code", 'REGISTER', '检查登记', 2, '', 0, h."tenant_id"
FROM "calf_dict_biz" h
WHERE h."code" = 'DANGER_ACTION' AND h."parent_id" = 0 AND h."is_deleted" = 0
  AND NOT EXISTS (SELECT 1 FROM "calf_dict_biz" c WHERE c."parent_id" = h."id" AND c."dict_key" = 'REGISTER');--> statement-breakpoint
-- 2. The checker who registered a danger from a failed check hears of it (CHECK_DANGER_RAISED
--    rule: recipient RECORD_FIELD checkUserId), as the seed now says.
INSERT INTO "notify_notice_item" ("id", "tenant_id", "notice_id", "target_type", "target_value", "escalation_step")
SELECT (SELECT coalesce(max("id"), 0) FROM "notify_notice_item") + row_number() OVER (ORDER BY n."id"), n."tenant_id", n."id",
  'RECORD_FIELD', 'checkUserId', 0
FROM "notify_notice" n
WHERE n."event" = 'CHECK_DANGER_RAISED' AND n."notice_kind" = 'RULE' AND n."is_deleted" = 0
  AND NOT EXISTS (SELECT 1 FROM "notify_notice_item" i
    WHERE i."notice_id" = n."id" AND i."target_value" = 'checkUserId' AND i."is_deleted" = 0);
-- <<< hand-written
