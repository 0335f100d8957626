-- One task per plan, point and period (the generator inserts with ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX IF NOT EXISTS "shtmp_check_plan_item_key_uq" ON "shtmp_check_plan_item" ("tenant_id", "plan_id", "check_risk_point_id", "period_no") WHERE "is_deleted" = 0;--> statement-breakpoint
-- The phone page finds a point by its QR token.
CREATE UNIQUE INDEX IF NOT EXISTS "shtmp_check_risk_point_qr_uq" ON "shtmp_check_risk_point" ("qr_token");--> statement-breakpoint
-- Pending tasks by deadline: the hourly overdue scan.
CREATE INDEX IF NOT EXISTS "shtmp_check_plan_item_pending_idx" ON "shtmp_check_plan_item" ("due_end") WHERE "task_status" = 'PENDING' AND "is_deleted" = 0;
--> statement-breakpoint
-- The record ledger filtered by year, newest first: ordered reads and the count from one index.
CREATE INDEX IF NOT EXISTS "shtmp_check_record_year_submit_idx" ON "shtmp_check_record" ("tenant_id", "is_deleted", "year", "submit_time" DESC);
