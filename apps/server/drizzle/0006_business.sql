CREATE TABLE "calf_demo_step" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"risk_point_type_id" bigint,
	"point_kind" varchar(20),
	"content" varchar(500),
	"standard" text,
	"basis" varchar(300),
	"measure_id" bigint,
	"control_levels" text[],
	"result_type" varchar(20),
	"unit" varchar(20),
	"min_value" numeric(18, 4),
	"max_value" numeric(18, 4),
	"photo_required" boolean,
	"sort" integer,
	"enabled" boolean
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" varchar(100),
	"check_type" varchar(30),
	"control_level" varchar(20),
	"organizer_dept_id" bigint,
	"leader_id" bigint,
	"member_ids" jsonb,
	"target_dept_ids" jsonb,
	"risk_point_type_ids" jsonb,
	"check_risk_point_ids" jsonb,
	"cycle" varchar(20),
	"cycle_days" integer,
	"times_per_cycle" integer,
	"start_date" date,
	"end_date" date,
	"exclude_weekdays" varchar(20),
	"require_scan" boolean,
	"require_photo" boolean,
	"require_gps" boolean,
	"gps_radius_m" integer,
	"content" text,
	"plan_status" varchar(20),
	"auto_generated" boolean,
	"generated_until" date
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_id" bigint,
	"check_risk_point_id" bigint,
	"checker_ids" jsonb,
	"period_no" integer,
	"due_start" timestamp with time zone,
	"due_end" timestamp with time zone,
	"task_status" varchar(20),
	"check_record_id" bigint,
	"skip_reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"record_no" varchar(30),
	"plan_id" bigint,
	"plan_item_id" bigint,
	"check_risk_point_id" bigint,
	"risk_point_type_id" bigint,
	"check_type" varchar(30),
	"checker_id" bigint,
	"companion_ids" jsonb,
	"start_time" timestamp with time zone,
	"submit_time" timestamp with time zone,
	"scan_verified" boolean,
	"lng" numeric(18, 4),
	"lat" numeric(18, 4),
	"distance_m" numeric(18, 4),
	"result" varchar(20),
	"fail_count" integer,
	"danger_count" integer,
	"photo_ids" jsonb,
	"signature_id" bigint,
	"record_status" varchar(20),
	"year" integer,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_record_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"record_id" bigint,
	"check_item_id" bigint,
	"content_snapshot" varchar(500),
	"result" varchar(20),
	"value" varchar(100),
	"description" varchar(500),
	"photo_ids" jsonb,
	"danger_record_id" bigint,
	"danger_draft" jsonb,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_risk_point" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100),
	"number" varchar(50),
	"point_kind" varchar(20),
	"risk_point_type_id" bigint,
	"place_id" bigint,
	"layout_id" bigint,
	"layout_x" numeric(18, 4),
	"layout_y" numeric(18, 4),
	"lng" numeric(18, 4),
	"lat" numeric(18, 4),
	"dept_id" bigint,
	"responsible_user_id" bigint,
	"risk_level" varchar(20),
	"qr_token" varchar(64),
	"nfc_id" varchar(64),
	"last_check_time" timestamp with time zone,
	"last_check_result" varchar(20),
	"enable_status" varchar(20),
	"extinguisher_type" varchar(30),
	"spec_model" varchar(50),
	"agent_weight_kg" numeric(18, 4),
	"quantity" integer,
	"manufacturer" varchar(100),
	"production_date" date,
	"last_service_date" date,
	"next_service_date" date,
	"scrap_date" date,
	"life_status" varchar(20),
	"hydrant_type" varchar(30),
	"hose_count" integer,
	"hose_length_m" numeric(18, 4),
	"nozzle_count" integer,
	"has_pump_button" boolean,
	"design_pressure_mpa" numeric(18, 4),
	"last_maintenance_date" date,
	"maintenance_unit" varchar(100),
	"remark" varchar(255)
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
CREATE TABLE "shtmp_investment_plan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"year" integer,
	"item_name" varchar(200),
	"category" varchar(50),
	"dept_id" bigint,
	"planned_amount" numeric(18, 4),
	"actual_amount" numeric(18, 4),
	"execution_rate" numeric(18, 4),
	"planned_date" date,
	"completed_date" date,
	"plan_status" varchar(20),
	"voucher_file_ids" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "shtmp_meeting_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(100),
	"meeting_type" varchar(50),
	"meeting_time" timestamp with time zone,
	"location" varchar(100),
	"host_id" bigint,
	"recorder_id" bigint,
	"attendee_count" integer,
	"absentees" varchar(200),
	"agenda" text,
	"minutes" text,
	"decisions" text,
	"follow_ups" jsonb,
	"open_follow_ups" integer,
	"photo_ids" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "shtmp_meeting_record__attendee_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_meeting_record__attendee_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_qualification_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint,
	"dept_id" bigint,
	"cert_type" varchar(50),
	"operation_category" varchar(50),
	"operation_item" varchar(50),
	"cert_no" varchar(50),
	"issuing_authority" varchar(100),
	"issue_date" date,
	"review_date" date,
	"expiry_date" date,
	"cert_status" varchar(20),
	"file_ids" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "shtmp_training_participant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"record_id" bigint,
	"user_id" bigint,
	"signed" boolean,
	"score" numeric(18, 4),
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "shtmp_training_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(200),
	"training_type" varchar(50),
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"hours" numeric(18, 4),
	"trainer" varchar(50),
	"location" varchar(100),
	"organizer_dept_id" bigint,
	"content" text,
	"exam_required" boolean,
	"external_participants" jsonb,
	"participant_count" integer,
	"pass_rate" numeric(18, 4),
	"file_ids" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_sequence" (
	"tenant_id" varchar(12) NOT NULL,
	"seq_key" varchar(200) NOT NULL,
	"period" varchar(20) NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "calf_sequence_tenant_id_seq_key_period_pk" PRIMARY KEY("tenant_id","seq_key","period")
);
--> statement-breakpoint
CREATE TABLE "shtmp_place" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"name" varchar(100),
	"code" varchar(50),
	"place_type" varchar(20),
	"dept_id" bigint,
	"layout_id" bigint,
	"location" varchar(40),
	"polygon" jsonb,
	"risk_level" varchar(20),
	"sort" integer,
	"enable_status" varchar(20),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "shtmp_tenant_layout" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" varchar(100),
	"image_id" bigint,
	"width_px" integer,
	"height_px" integer,
	"scale_meters_per_px" numeric(18, 4),
	"is_default" boolean,
	"place_id" bigint,
	"legend" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "notify_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint,
	"receiver_id" bigint,
	"channel" varchar(20),
	"event" varchar(40),
	"title" varchar(200),
	"content" text,
	"biz_type" varchar(40),
	"biz_id" bigint,
	"url" varchar(300),
	"send_time" timestamp with time zone,
	"send_status" varchar(10),
	"error" varchar(500),
	"read_flag" boolean,
	"read_time" timestamp with time zone,
	"dedupe_key" varchar(160)
);
--> statement-breakpoint
CREATE TABLE "notify_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100),
	"notice_kind" varchar(20),
	"event" varchar(40),
	"offset_value" integer,
	"offset_unit" varchar(10),
	"repeat_every_days" integer,
	"escalation_days" varchar(50),
	"major_immediate" boolean,
	"channels" text[],
	"title_template" varchar(200),
	"content_template" text,
	"publish_time" timestamp with time zone,
	"enabled" boolean,
	"published_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_notice_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint,
	"target_type" varchar(20),
	"target_value" varchar(100),
	"escalation_step" integer
);
--> statement-breakpoint
CREATE TABLE "risk_control_measure" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"risk_point_type_id" bigint,
	"category" varchar(32),
	"content" text,
	"is_existing" boolean,
	"source_type" varchar(32),
	"source_item_id" bigint,
	"hazard_desc" varchar(500),
	"control_level" varchar(32),
	"responsible_dept_id" bigint,
	"responsible_user_id" bigint,
	"implement_status" varchar(32),
	"planned_date" date,
	"done_date" date,
	"checkable" boolean,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "risk_device_facility" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"risk_point_type_id" bigint,
	"name" varchar(100),
	"device_code" varchar(50),
	"category" varchar(32),
	"spec_model" varchar(100),
	"quantity" integer,
	"is_special_equipment" boolean,
	"special_equipment_type" varchar(32),
	"registration_no" varchar(50),
	"next_inspection_date" date,
	"manufacturer" varchar(100),
	"commission_date" date,
	"place_id" bigint,
	"dept_id" bigint,
	"device_status" varchar(32),
	"analysis_date" date,
	"auditor_id" bigint,
	"approver_id" bigint,
	"eval_method" varchar(32),
	"risk_level" varchar(32),
	"control_level" varchar(32),
	"review_status" varchar(32),
	"changed_since_review" boolean,
	"merged_at" timestamp with time zone,
	"enable_status" varchar(32),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_device_facility__analyst_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_device_facility__analyst_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_device_facility_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"facility_id" bigint,
	"item_no" integer,
	"check_project" varchar(200),
	"check_standard" text,
	"factor_key" varchar(32),
	"non_conformity" text,
	"hazard_category" varchar(32),
	"accident_types" text[],
	"consequence" text,
	"cur_technology" text,
	"cur_management" text,
	"cur_education" text,
	"cur_protection" text,
	"cur_urgent" text,
	"eval_method" varchar(32),
	"lec_l" numeric(18, 4),
	"lec_e" numeric(18, 4),
	"lec_c" numeric(18, 4),
	"lec_d" numeric(18, 4),
	"lec_degree" varchar(32),
	"ls_l" integer,
	"ls_s" integer,
	"ls_r" integer,
	"risk_level" varchar(32),
	"direct_major_reason" varchar(32),
	"control_level" varchar(32),
	"new_technology" text,
	"new_management" text,
	"new_education" text,
	"new_protection" text,
	"new_urgent" text,
	"responsible_dept_id" bigint,
	"responsible_user_id" bigint,
	"enable_status" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "risk_device_facility_review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"target_id" bigint,
	"review_type" varchar(32),
	"round" integer,
	"submitter_id" bigint,
	"submit_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"review_status" varchar(32),
	"result" varchar(32),
	"opinion" text,
	"snapshot_version" integer,
	"snapshot" jsonb,
	"attachment_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "risk_device_facility_review__reviewer_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_device_facility_review__reviewer_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"risk_point_type_id" bigint,
	"name" varchar(100),
	"content" text,
	"routine_type" varchar(32),
	"place_id" bigint,
	"dept_id" bigint,
	"analysis_date" date,
	"auditor_id" bigint,
	"approver_id" bigint,
	"eval_method" varchar(32),
	"risk_level" varchar(32),
	"control_level" varchar(32),
	"review_status" varchar(32),
	"changed_since_review" boolean,
	"merged_at" timestamp with time zone,
	"enable_status" varchar(32),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity__analyst_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_job_activity__analyst_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"activity_id" bigint,
	"step_no" integer,
	"step_name" varchar(200),
	"factor_key" varchar(32),
	"hazard_desc" text,
	"hazard_category" varchar(32),
	"accident_types" text[],
	"consequence" text,
	"cur_technology" text,
	"cur_management" text,
	"cur_education" text,
	"cur_protection" text,
	"cur_urgent" text,
	"eval_method" varchar(32),
	"lec_l" numeric(18, 4),
	"lec_e" numeric(18, 4),
	"lec_c" numeric(18, 4),
	"lec_d" numeric(18, 4),
	"lec_degree" varchar(32),
	"ls_l" integer,
	"ls_s" integer,
	"ls_r" integer,
	"risk_level" varchar(32),
	"direct_major_reason" varchar(32),
	"control_level" varchar(32),
	"new_technology" text,
	"new_management" text,
	"new_education" text,
	"new_protection" text,
	"new_urgent" text,
	"responsible_dept_id" bigint,
	"responsible_user_id" bigint,
	"enable_status" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity__post_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_job_activity__post_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity_review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"target_id" bigint,
	"review_type" varchar(32),
	"round" integer,
	"submitter_id" bigint,
	"submit_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"review_status" varchar(32),
	"result" varchar(32),
	"opinion" text,
	"snapshot_version" integer,
	"snapshot" jsonb,
	"attachment_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "risk_job_activity_review__reviewer_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_job_activity_review__reviewer_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_point_control" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"risk_point_type_id" bigint,
	"control_level" varchar(32),
	"dept_id" bigint,
	"responsible_user_id" bigint,
	"check_type" varchar(32),
	"check_cycle" varchar(32),
	"cycle_days" integer,
	"times_per_cycle" integer,
	"control_focus" text,
	"enabled" boolean
);
--> statement-breakpoint
CREATE TABLE "risk_point_type" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(50),
	"name" varchar(100),
	"category" varchar(32),
	"dept_id" bigint,
	"responsible_user_id" bigint,
	"responsible_phone" varchar(20),
	"accident_types" text[],
	"hazard_summary" text,
	"eval_method" varchar(32),
	"risk_level" varchar(32),
	"rolled_up_level" varchar(32),
	"risk_level_override" boolean,
	"override_level" varchar(32),
	"override_reason" varchar(500),
	"override_user_id" bigint,
	"override_time" timestamp with time zone,
	"control_level" varchar(32),
	"is_major_hazard_source" boolean,
	"emergency_measures" text,
	"qr_token" varchar(64),
	"enable_status" varchar(32),
	"review_status" varchar(32),
	"changed_since_review" boolean,
	"last_review_time" timestamp with time zone,
	"next_review_date" date,
	"version_no" integer,
	"sort" integer,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_point_type__place_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_point_type__place_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_point_type_review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"target_id" bigint,
	"review_type" varchar(32),
	"round" integer,
	"submitter_id" bigint,
	"submit_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"review_status" varchar(32),
	"result" varchar(32),
	"opinion" text,
	"snapshot_version" integer,
	"snapshot" jsonb,
	"attachment_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "risk_point_type_review__reviewer_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_point_type_review__reviewer_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
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
CREATE INDEX "shtmp_check_item_list_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_risk_point_type_id_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_point_kind_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","point_kind");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_measure_id_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","measure_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_sort_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_control_levels_gin" ON "shtmp_check_item" USING gin ("control_levels");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_list_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_name_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_check_type_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","check_type");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_organizer_dept_id_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","organizer_dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_leader_id_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","leader_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_cycle_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","cycle");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_start_date_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","start_date");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_end_date_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","end_date");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_plan_status_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","plan_status");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_list_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_plan_id_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","plan_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_check_risk_point_id_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","check_risk_point_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_period_no_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","period_no");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_due_start_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","due_start");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_due_end_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","due_end");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_task_status_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","task_status");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_check_record_id_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","check_record_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_list_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_record_no_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","record_no");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_plan_id_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","plan_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_plan_item_id_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","plan_item_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_check_risk_point_id_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","check_risk_point_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_risk_point_type_id_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_check_type_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","check_type");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_checker_id_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","checker_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_submit_time_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","submit_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_result_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_record_status_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","record_status");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_year_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","year");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_list_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_record_id_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","record_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_check_item_id_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","check_item_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_result_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_danger_record_id_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","danger_record_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_sort_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_list_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_name_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_number_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","number");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_point_kind_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","point_kind");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_risk_point_type_id_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_place_id_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","place_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_layout_id_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","layout_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_dept_id_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_responsible_user_id_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_risk_level_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_last_check_time_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","last_check_time");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_enable_status_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_extinguisher_type_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","extinguisher_type");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_production_date_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","production_date");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_next_service_date_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","next_service_date");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_scrap_date_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","scrap_date");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_life_status_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","life_status");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_hydrant_type_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","hydrant_type");--> statement-breakpoint
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
CREATE INDEX "danger_rectification_record_accept_result_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","accept_result");--> statement-breakpoint
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
CREATE INDEX "shtmp_investment_plan_list_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_year_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","year");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_item_name_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","item_name");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_category_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_dept_id_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_planned_amount_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","planned_amount");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_actual_amount_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","actual_amount");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_execution_rate_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","execution_rate");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_plan_status_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","plan_status");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_list_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_title_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_meeting_type_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","meeting_type");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_meeting_time_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","meeting_time");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_host_id_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","host_id");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_recorder_id_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","recorder_id");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record__attendee_ids_ref_id_index" ON "shtmp_meeting_record__attendee_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_list_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_user_id_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","user_id");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_dept_id_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_cert_type_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","cert_type");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_cert_no_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","cert_no");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_issue_date_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","issue_date");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_review_date_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","review_date");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_expiry_date_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","expiry_date");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_cert_status_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","cert_status");--> statement-breakpoint
CREATE INDEX "shtmp_training_participant_list_idx" ON "shtmp_training_participant" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_training_participant_record_id_idx" ON "shtmp_training_participant" USING btree ("tenant_id","is_deleted","record_id");--> statement-breakpoint
CREATE INDEX "shtmp_training_participant_user_id_idx" ON "shtmp_training_participant" USING btree ("tenant_id","is_deleted","user_id");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_list_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_title_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_training_type_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","training_type");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_start_time_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","start_time");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_hours_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","hours");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_organizer_dept_id_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","organizer_dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_place_list_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_place_name_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "shtmp_place_place_type_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","place_type");--> statement-breakpoint
CREATE INDEX "shtmp_place_dept_id_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "shtmp_place_layout_id_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","layout_id");--> statement-breakpoint
CREATE INDEX "shtmp_place_risk_level_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "shtmp_place_sort_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "shtmp_place_parent_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "shtmp_place_ancestors_idx" ON "shtmp_place" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "shtmp_tenant_layout_list_idx" ON "shtmp_tenant_layout" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "shtmp_tenant_layout_name_idx" ON "shtmp_tenant_layout" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "shtmp_tenant_layout_place_id_idx" ON "shtmp_tenant_layout" USING btree ("tenant_id","is_deleted","place_id");--> statement-breakpoint
CREATE INDEX "notify_message_list_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_message_notice_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "notify_message_receiver_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","receiver_id");--> statement-breakpoint
CREATE INDEX "notify_message_channel_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","channel");--> statement-breakpoint
CREATE INDEX "notify_message_event_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","event");--> statement-breakpoint
CREATE INDEX "notify_message_biz_type_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","biz_type");--> statement-breakpoint
CREATE INDEX "notify_message_biz_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","biz_id");--> statement-breakpoint
CREATE INDEX "notify_message_send_time_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","send_time");--> statement-breakpoint
CREATE INDEX "notify_message_send_status_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","send_status");--> statement-breakpoint
CREATE INDEX "notify_message_read_flag_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","read_flag");--> statement-breakpoint
CREATE INDEX "notify_notice_list_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_notice_name_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "notify_notice_notice_kind_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","notice_kind");--> statement-breakpoint
CREATE INDEX "notify_notice_event_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","event");--> statement-breakpoint
CREATE INDEX "notify_notice_publish_time_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","publish_time");--> statement-breakpoint
CREATE INDEX "notify_notice_channels_gin" ON "notify_notice" USING gin ("channels");--> statement-breakpoint
CREATE INDEX "notify_notice_item_list_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_notice_item_notice_id_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "notify_notice_item_target_type_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","target_type");--> statement-breakpoint
CREATE INDEX "notify_notice_item_escalation_step_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","escalation_step");--> statement-breakpoint
CREATE INDEX "risk_control_measure_list_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_control_measure_risk_point_type_id_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_control_measure_category_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_control_measure_source_type_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","source_type");--> statement-breakpoint
CREATE INDEX "risk_control_measure_source_item_id_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","source_item_id");--> statement-breakpoint
CREATE INDEX "risk_control_measure_responsible_dept_id_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","responsible_dept_id");--> statement-breakpoint
CREATE INDEX "risk_control_measure_responsible_user_id_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_control_measure_sort_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "risk_device_facility_list_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_device_facility_risk_point_type_id_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_name_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_device_facility_category_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_device_facility_next_inspection_date_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","next_inspection_date");--> statement-breakpoint
CREATE INDEX "risk_device_facility_place_id_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","place_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_dept_id_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_analysis_date_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","analysis_date");--> statement-breakpoint
CREATE INDEX "risk_device_facility_auditor_id_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","auditor_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_approver_id_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_risk_level_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_device_facility_control_level_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_status_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_device_facility_enable_status_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "risk_device_facility__analyst_ids_ref_id_index" ON "risk_device_facility__analyst_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_list_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_facility_id_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","facility_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_item_no_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","item_no");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_risk_level_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_control_level_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_responsible_dept_id_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","responsible_dept_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_responsible_user_id_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_enable_status_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_accident_types_gin" ON "risk_device_facility_item" USING gin ("accident_types");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_list_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_target_id_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","target_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_review_type_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","review_type");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_round_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","round");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_submitter_id_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","submitter_id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_submit_time_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","submit_time");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_review_time_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","review_time");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_review_status_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_result_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review__reviewer_ids_ref_id_index" ON "risk_device_facility_review__reviewer_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_list_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_job_activity_risk_point_type_id_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_name_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_job_activity_routine_type_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","routine_type");--> statement-breakpoint
CREATE INDEX "risk_job_activity_place_id_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","place_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_dept_id_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_analysis_date_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","analysis_date");--> statement-breakpoint
CREATE INDEX "risk_job_activity_auditor_id_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","auditor_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_approver_id_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_risk_level_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_job_activity_control_level_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_status_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_job_activity_enable_status_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "risk_job_activity__analyst_ids_ref_id_index" ON "risk_job_activity__analyst_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_list_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_activity_id_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","activity_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_step_no_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","step_no");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_risk_level_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_control_level_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_responsible_dept_id_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","responsible_dept_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_responsible_user_id_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_enable_status_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_accident_types_gin" ON "risk_job_activity_item" USING gin ("accident_types");--> statement-breakpoint
CREATE INDEX "risk_job_activity__post_ids_ref_id_index" ON "risk_job_activity__post_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_list_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_target_id_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","target_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_review_type_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","review_type");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_round_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","round");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_submitter_id_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","submitter_id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_submit_time_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","submit_time");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_review_time_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","review_time");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_review_status_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_result_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review__reviewer_ids_ref_id_index" ON "risk_job_activity_review__reviewer_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_point_control_list_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_point_control_risk_point_type_id_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_point_control_control_level_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_point_control_dept_id_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "risk_point_control_responsible_user_id_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_list_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_point_type_code_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","code");--> statement-breakpoint
CREATE INDEX "risk_point_type_name_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_point_type_category_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_point_type_dept_id_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","dept_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_responsible_user_id_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_risk_level_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_point_type_override_user_id_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","override_user_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_control_level_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","control_level");--> statement-breakpoint
CREATE INDEX "risk_point_type_enable_status_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","enable_status");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_status_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_point_type_last_review_time_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","last_review_time");--> statement-breakpoint
CREATE INDEX "risk_point_type_next_review_date_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","next_review_date");--> statement-breakpoint
CREATE INDEX "risk_point_type_sort_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "risk_point_type_accident_types_gin" ON "risk_point_type" USING gin ("accident_types");--> statement-breakpoint
CREATE INDEX "risk_point_type__place_ids_ref_id_index" ON "risk_point_type__place_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_list_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_target_id_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","target_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_review_type_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","review_type");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_round_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","round");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_submitter_id_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","submitter_id");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_submit_time_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","submit_time");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_review_time_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","review_time");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_review_status_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","review_status");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_result_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "risk_point_type_review__reviewer_ids_ref_id_index" ON "risk_point_type_review__reviewer_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "calf_flow_log_record_idx" ON "calf_flow_log" USING btree ("tenant_id","resource","record_id","time");