-- The six id lists of check plans, tasks and records move from jsonb columns to join tables
-- (0011_gapsa drops the columns): keep their values here; 0012_gapsa_restore fills the join tables.
CREATE TABLE "gapsa_id_list_stash" AS
SELECT 'shtmp_check_plan__member_ids' AS "target", "id" AS "owner_id", "tenant_id", "member_ids" AS "ids"
  FROM "shtmp_check_plan" WHERE jsonb_typeof("member_ids") = 'array'
UNION ALL
SELECT 'shtmp_check_plan__target_dept_ids', "id", "tenant_id", "target_dept_ids"
  FROM "shtmp_check_plan" WHERE jsonb_typeof("target_dept_ids") = 'array'
UNION ALL
SELECT 'shtmp_check_plan__risk_point_type_ids', "id", "tenant_id", "risk_point_type_ids"
  FROM "shtmp_check_plan" WHERE jsonb_typeof("risk_point_type_ids") = 'array'
UNION ALL
SELECT 'shtmp_check_plan__check_risk_point_ids', "id", "tenant_id", "check_risk_point_ids"
  FROM "shtmp_check_plan" WHERE jsonb_typeof("check_risk_point_ids") = 'array'
UNION ALL
SELECT 'shtmp_check_plan_item__checker_ids', "id", "tenant_id", "checker_ids"
  FROM "shtmp_check_plan_item" WHERE jsonb_typeof("checker_ids") = 'array'
UNION ALL
SELECT 'shtmp_check_record__companion_ids', "id", "tenant_id", "companion_ids"
  FROM "shtmp_check_record" WHERE jsonb_typeof("companion_ids") = 'array';
