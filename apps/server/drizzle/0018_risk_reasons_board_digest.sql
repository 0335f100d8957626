ALTER TABLE "risk_notice_board" ADD COLUMN "source_digest" varchar(64);--> statement-breakpoint
ALTER TABLE "risk_point_type" ADD COLUMN "direct_major_reasons" text[];--> statement-breakpoint
CREATE INDEX "risk_point_type_direct_major_reasons_gin" ON "risk_point_type" USING gin ("direct_major_reasons");