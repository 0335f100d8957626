CREATE TABLE "danger_rectification_notice" (
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
	"notice_no" varchar(30),
	"title" varchar(100),
	"checked_dept_id" bigint,
	"check_date" date,
	"checker_names" varchar(200),
	"requirements" text,
	"deadline" date,
	"issuer_id" bigint,
	"issue_time" timestamp with time zone,
	"receiver_user_id" bigint,
	"sign_time" timestamp with time zone,
	"revoke_reason" varchar(200),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "danger_rectification_notice__danger_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "danger_rectification_notice__danger_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "danger_rectification_report" (
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
	"notice_id" bigint,
	"report_dept_id" bigint,
	"reporter_id" bigint,
	"summary" text,
	"fund_summary" numeric(18, 4),
	"evaluation" text,
	"attachment_ids" jsonb,
	"reviewer_id" bigint,
	"review_time" timestamp with time zone,
	"review_opinion" varchar(500),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "danger_rectification_report__danger_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "danger_rectification_report__danger_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
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
CREATE TABLE "danger_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(30),
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"danger_no" varchar(30),
	"title" varchar(200),
	"description" text,
	"source" varchar(30),
	"check_type" varchar(30),
	"check_record_id" bigint,
	"check_record_item_id" bigint,
	"check_risk_point_id" bigint,
	"risk_point_type_id" bigint,
	"place_id" bigint,
	"location" varchar(200),
	"found_time" timestamp with time zone,
	"reporter_id" bigint,
	"reporter_dept_id" bigint,
	"photo_ids" jsonb,
	"level" varchar(30),
	"gov_level" varchar(30),
	"category" varchar(30),
	"sub_category" varchar(30),
	"cause_type" varchar(30),
	"accident_types" text[],
	"rectify_mode" varchar(30),
	"rectify_type" varchar(30),
	"rectify_dept_id" bigint,
	"rectify_user_id" bigint,
	"accept_user_id" bigint,
	"original_deadline" date,
	"current_deadline" date,
	"confirm_user_id" bigint,
	"confirm_time" timestamp with time zone,
	"confirm_opinion" text,
	"ignore_reason" text,
	"plan_goal" text,
	"plan_measures" text,
	"plan_funds" text,
	"plan_org_staff" text,
	"plan_time_requirement" text,
	"plan_safety_and_emergency" text,
	"interim_measures" text,
	"plan_status" varchar(30),
	"planned_fund" numeric(18, 4),
	"actual_fund" numeric(18, 4),
	"cause_analysis" text,
	"rectify_measures" text,
	"rectify_photo_ids" jsonb,
	"rectify_finish_time" timestamp with time zone,
	"accept_time" timestamp with time zone,
	"accept_opinion" text,
	"accept_file_ids" jsonb,
	"close_time" timestamp with time zone,
	"notice_id" bigint,
	"delay_count" integer,
	"reject_count" integer,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "danger_rectification_delay_apply" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(30),
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"apply_no" varchar(30),
	"danger_id" bigint,
	"level" varchar(30),
	"rectify_dept_id" bigint,
	"applicant_id" bigint,
	"apply_time" timestamp with time zone,
	"old_deadline" date,
	"new_deadline" date,
	"delay_days" integer,
	"reason" text,
	"interim_measures" text,
	"approver_id" bigint,
	"approve_time" timestamp with time zone,
	"result" varchar(30),
	"opinion" text
);
--> statement-breakpoint
CREATE TABLE "danger_rectification_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"danger_id" bigint,
	"round" integer,
	"rectify_user_id" bigint,
	"rectify_dept_id" bigint,
	"cause_analysis" text,
	"rectify_measures" text,
	"actual_fund" numeric(18, 4),
	"finish_time" timestamp with time zone,
	"submit_time" timestamp with time zone,
	"photo_ids" jsonb,
	"accept_user_id" bigint,
	"accept_time" timestamp with time zone,
	"accept_result" varchar(30),
	"accept_opinion" text,
	"on_time" boolean
);
--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_list_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_notice_no_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","notice_no");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_checked_dept_id_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","checked_dept_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_check_date_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","check_date");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_deadline_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","deadline");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_issuer_id_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","issuer_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_issue_time_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","issue_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_receiver_user_id_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","receiver_user_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_status_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice__danger_ids_ref_id_index" ON "danger_rectification_notice__danger_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_list_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_report_no_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","report_no");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_notice_id_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_report_dept_id_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","report_dept_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_reporter_id_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","reporter_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_reviewer_id_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","reviewer_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_status_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "danger_rectification_report__danger_ids_ref_id_index" ON "danger_rectification_report__danger_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "calf_flow_log_record_idx" ON "calf_flow_log" USING btree ("tenant_id","resource","record_id","time");--> statement-breakpoint
CREATE INDEX "danger_record_list_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_record_danger_no_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","danger_no");--> statement-breakpoint
CREATE INDEX "danger_record_source_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","source");--> statement-breakpoint
CREATE INDEX "danger_record_check_type_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","check_type");--> statement-breakpoint
CREATE INDEX "danger_record_check_record_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","check_record_id");--> statement-breakpoint
CREATE INDEX "danger_record_check_record_item_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","check_record_item_id");--> statement-breakpoint
CREATE INDEX "danger_record_check_risk_point_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","check_risk_point_id");--> statement-breakpoint
CREATE INDEX "danger_record_risk_point_type_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "danger_record_place_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","place_id");--> statement-breakpoint
CREATE INDEX "danger_record_found_time_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","found_time");--> statement-breakpoint
CREATE INDEX "danger_record_reporter_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","reporter_id");--> statement-breakpoint
CREATE INDEX "danger_record_reporter_dept_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","reporter_dept_id");--> statement-breakpoint
CREATE INDEX "danger_record_level_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","level");--> statement-breakpoint
CREATE INDEX "danger_record_category_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "danger_record_rectify_dept_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","rectify_dept_id");--> statement-breakpoint
CREATE INDEX "danger_record_rectify_user_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","rectify_user_id");--> statement-breakpoint
CREATE INDEX "danger_record_accept_user_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","accept_user_id");--> statement-breakpoint
CREATE INDEX "danger_record_current_deadline_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","current_deadline");--> statement-breakpoint
CREATE INDEX "danger_record_confirm_user_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","confirm_user_id");--> statement-breakpoint
CREATE INDEX "danger_record_close_time_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","close_time");--> statement-breakpoint
CREATE INDEX "danger_record_notice_id_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "danger_record_status_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "danger_record_accident_types_gin" ON "danger_record" USING gin ("accident_types");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_list_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_apply_no_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","apply_no");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_danger_id_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","danger_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_rectify_dept_id_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","rectify_dept_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_applicant_id_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","applicant_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_apply_time_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","apply_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_approver_id_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_status_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_list_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_danger_id_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","danger_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_round_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","round");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_rectify_user_id_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","rectify_user_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_rectify_dept_id_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","rectify_dept_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_submit_time_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","submit_time");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_accept_user_id_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","accept_user_id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_accept_result_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","accept_result");