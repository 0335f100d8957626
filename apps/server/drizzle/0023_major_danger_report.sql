CREATE TABLE "danger_major_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(20),
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"report_no" varchar(30),
	"danger_id" bigint,
	"danger_no" varchar(30),
	"confirm_time" timestamp with time zone,
	"report_unit" varchar(100),
	"report_to" varchar(100),
	"report_time" timestamp with time zone,
	"plan_goal" text,
	"plan_measures" text,
	"plan_funds" text,
	"plan_org_staff" text,
	"plan_time_requirement" text,
	"plan_safety_and_emergency" text,
	"attachment_ids" jsonb,
	"preparer_id" bigint,
	"submit_time" timestamp with time zone,
	"approver_id" bigint,
	"approve_opinion" varchar(500),
	"supervise_unit" varchar(100),
	"supervise_doc_no" varchar(60),
	"supervise_deadline" date,
	"removal_apply_time" timestamp with time zone,
	"removal_apply_note" varchar(1000),
	"removal_result" varchar(20),
	"removal_date" date,
	"removal_note" varchar(1000),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE INDEX "danger_major_report_list_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_major_report_report_no_trgm" ON "danger_major_report" USING gin ("report_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_major_report_danger_no_trgm" ON "danger_major_report" USING gin ("danger_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_major_report_report_to_trgm" ON "danger_major_report" USING gin ("report_to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_major_report_supervise_doc_no_trgm" ON "danger_major_report" USING gin ("supervise_doc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_major_report_report_no_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","report_no");--> statement-breakpoint
CREATE INDEX "danger_major_report_danger_id_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","danger_id");--> statement-breakpoint
CREATE INDEX "danger_major_report_confirm_time_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","confirm_time");--> statement-breakpoint
CREATE INDEX "danger_major_report_report_time_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","report_time");--> statement-breakpoint
CREATE INDEX "danger_major_report_preparer_id_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","preparer_id");--> statement-breakpoint
CREATE INDEX "danger_major_report_approver_id_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "danger_major_report_supervise_deadline_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","supervise_deadline");--> statement-breakpoint
CREATE INDEX "danger_major_report_status_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
-- >>> hand-written (issue #33 item 4): data of installations seeded before this migration (new
--     tenants get it from the seed; the menu is added, and granted, at start-up by syncMenus).
-- 1. The report's steps on the danger's timeline get their labels in every tenant's DANGER_ACTION.
INSERT INTO "calf_dict_biz" ("id", "parent_id", "ancestors", "code", "dict_key", "dict_value", "sort", "remark", "is_sealed", "tenant_id")
SELECT (SELECT max("id") FROM "calf_dict_biz") + row_number() OVER (ORDER BY h."id", e."key"), h."id", h."ancestors" || ',' || h."id",
  h."code", e."key", e."label", e."sort", '', 0, h."tenant_id"
FROM "calf_dict_biz" h
CROSS JOIN (VALUES
  ('MAJOR_REPORT_SUBMIT', '重大隐患报告提交审批', 40),
  ('MAJOR_REPORT_APPROVE', '重大隐患已报告监管部门', 41),
  ('MAJOR_REPORT_REJECT', '重大隐患报告被退回', 42),
  ('MAJOR_SUPERVISE', '挂牌督办', 43),
  ('MAJOR_REMOVAL_APPLY', '申请销号', 44),
  ('MAJOR_REMOVAL_APPROVED', '销号已批准', 45),
  ('MAJOR_REMOVAL_REJECTED', '销号被驳回', 46)
) AS e("key", "label", "sort")
WHERE h."code" = 'DANGER_ACTION' AND h."parent_id" = 0 AND h."is_deleted" = 0
  AND NOT EXISTS (SELECT 1 FROM "calf_dict_biz" c WHERE c."parent_id" = h."id" AND c."dict_key" = e."key");--> statement-breakpoint
-- 2. The report's statuses: a MAJOR_REPORT_STATUS dictionary in every tenant that has the danger ones.
INSERT INTO "calf_dict_biz" ("id", "parent_id", "ancestors", "code", "dict_key", "dict_value", "sort", "remark", "is_sealed", "tenant_id")
SELECT (SELECT max("id") FROM "calf_dict_biz") + row_number() OVER (ORDER BY h."tenant_id"), 0, '0',
  'MAJOR_REPORT_STATUS', '-1', '重大隐患报告状态', 200, '', 0, h."tenant_id"
FROM (SELECT DISTINCT "tenant_id" FROM "calf_dict_biz"
  WHERE "code" = 'DANGER_ACTION' AND "parent_id" = 0 AND "is_deleted" = 0) h
WHERE NOT EXISTS (SELECT 1 FROM "calf_dict_biz" c
    WHERE c."tenant_id" = h."tenant_id" AND c."code" = 'MAJOR_REPORT_STATUS' AND c."parent_id" = 0 AND c."is_deleted" = 0);--> statement-breakpoint
INSERT INTO "calf_dict_biz" ("id", "parent_id", "ancestors", "code", "dict_key", "dict_value", "sort", "remark", "is_sealed", "tenant_id")
SELECT (SELECT max("id") FROM "calf_dict_biz") + row_number() OVER (ORDER BY h."id", e."sort"), h."id", h."ancestors" || ',' || h."id",
  h."code", e."key", e."label", e."sort", '', 0, h."tenant_id"
FROM "calf_dict_biz" h
CROSS JOIN (VALUES
  ('DRAFT', '草稿', 1),
  ('PENDING_APPROVAL', '待主要负责人审批', 2),
  ('REPORTED', '已报告', 3),
  ('SUPERVISED', '挂牌督办中', 4),
  ('REMOVAL_PENDING', '销号待批', 5),
  ('REMOVED', '已销号', 6)
) AS e("key", "label", "sort")
WHERE h."code" = 'MAJOR_REPORT_STATUS' AND h."parent_id" = 0 AND h."is_deleted" = 0
  AND NOT EXISTS (SELECT 1 FROM "calf_dict_biz" c WHERE c."parent_id" = h."id" AND c."dict_key" = e."key");
-- <<< hand-written
