-- >>> hand-written (issue #33 item 5): data of installations seeded before this migration.
-- 1. The new notification events get their labels in every tenant's NOTIFY_EVENT dictionary (new
--    tenants get them from the seed; the rules themselves are added at start-up by syncNotifyRules).
INSERT INTO "calf_dict_biz" ("id", "parent_id", "ancestors", "code", "dict_key", "dict_value", "sort", "remark", "is_sealed", "tenant_id")
SELECT (SELECT max("id") FROM "calf_dict_biz") + row_number() OVER (ORDER BY h."id", e."key"), h."id", h."ancestors" || ',' || h."id",
  h."code", e."key", e."label", e."sort", '', 0, h."tenant_id"
FROM "calf_dict_biz" h
CROSS JOIN (VALUES
  ('DANGER_CONFIRMED', '上报隐患已确认', 3),
  ('DANGER_MAJOR_CONFIRMED', '重大事故隐患待主要负责人督办', 4),
  ('DANGER_IGNORED', '上报隐患已忽略', 5)
) AS e("key", "label", "sort")
WHERE h."code" = 'NOTIFY_EVENT' AND h."parent_id" = 0 AND h."is_deleted" = 0
  AND NOT EXISTS (SELECT 1 FROM "calf_dict_biz" c WHERE c."parent_id" = h."id" AND c."dict_key" = e."key");--> statement-breakpoint
-- 2. DANGER_ASSIGNED ("已指派给您整改") is the rectifier's message only: the principal of a MAJOR
--    danger hears DANGER_MAJOR_CONFIRMED instead. The seeded escalation to PRINCIPAL (step 1, at
--    once for a major danger) is removed from the rules that still have it.
UPDATE "notify_notice_item" i SET "is_deleted" = 1
FROM "notify_notice" n
WHERE i."notice_id" = n."id" AND n."event" = 'DANGER_ASSIGNED' AND n."notice_kind" = 'RULE'
  AND i."target_type" = 'ROLE' AND i."target_value" = 'PRINCIPAL' AND i."escalation_step" = 1
  AND i."is_deleted" = 0;--> statement-breakpoint
UPDATE "notify_notice" SET "major_immediate" = false
WHERE "event" = 'DANGER_ASSIGNED' AND "notice_kind" = 'RULE' AND "major_immediate" = true;
-- <<< hand-written
