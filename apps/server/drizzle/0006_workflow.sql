CREATE TABLE "calf_flow_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"record_id" bigint NOT NULL,
	"action" varchar(40) NOT NULL,
	"from_status" varchar(40),
	"to_status" varchar(40) NOT NULL,
	"operator_id" bigint NOT NULL,
	"operator_name" varchar(100),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"opinion" text,
	"file_ids" jsonb,
	"payload" jsonb
);
--> statement-breakpoint
CREATE INDEX "calf_flow_log_record_idx" ON "calf_flow_log" USING btree ("tenant_id","resource","record_id","time");