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
CREATE INDEX "risk_point_type_review__reviewer_ids_ref_id_index" ON "risk_point_type_review__reviewer_ids" USING btree ("ref_id");