CREATE TABLE "shtmp_check_plan_item__checker_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan_item__checker_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__member_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__member_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__check_risk_point_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__check_risk_point_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__risk_point_type_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__risk_point_type_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__target_dept_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__target_dept_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_record__companion_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_record__companion_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_law_regulation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(300),
	"doc_no" varchar(100),
	"level" varchar(32),
	"issuing_authority" varchar(100),
	"publish_date" date,
	"effective_date" date,
	"abolish_date" date,
	"doc_status" varchar(32),
	"industry" varchar(100),
	"applicable_clauses" text,
	"compliance_result" varchar(32),
	"last_evaluated_at" date,
	"review_cycle_months" integer,
	"next_review_date" date,
	"keywords" varchar(200),
	"file_id" bigint,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_manual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(32),
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" varchar(100),
	"manual_no" varchar(50),
	"version_no" varchar(20),
	"year" integer,
	"scope_dept_id" bigint,
	"preface" text,
	"compiler_id" bigint,
	"approver_id" bigint,
	"effective_date" date,
	"point_count" integer,
	"snapshot" jsonb,
	"file_id" bigint,
	"publish_date" date,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_manual__risk_point_type_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_manual__risk_point_type_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_manual_review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"manual_id" bigint,
	"manual_version" varchar(20),
	"reviewer_id" bigint,
	"review_time" timestamp with time zone,
	"result" varchar(32),
	"opinion" text
);
--> statement-breakpoint
CREATE TABLE "risk_notice_board" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(32),
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"board_type" varchar(32),
	"risk_point_type_id" bigint,
	"post_id" bigint,
	"title" varchar(100),
	"risk_level" varchar(32),
	"hazards" text,
	"accident_types" text[],
	"control_measures" text,
	"emergency_measures" text,
	"emergency_phones" jsonb,
	"responsible_dept_id" bigint,
	"responsible_user_id" bigint,
	"responsible_phone" varchar(20),
	"report_phone" varchar(20),
	"show_qr" boolean,
	"published_at" timestamp with time zone,
	"last_printed_at" timestamp with time zone,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_notice_board__logo_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_notice_board__logo_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_safety_file" (
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
	"name" varchar(200),
	"doc_no" varchar(50),
	"version" varchar(20),
	"file_id" bigint,
	"valid_until" date,
	"show_on_card" boolean,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_safety_logo" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(20),
	"name" varchar(50),
	"category" varchar(32),
	"image_id" bigint,
	"description" varchar(200),
	"built_in" boolean,
	"sort" integer,
	"enabled" boolean
);
--> statement-breakpoint
CREATE TABLE "risk_safety_manage_policy" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(200),
	"doc_no" varchar(50),
	"category" varchar(32),
	"issuing_dept_id" bigint,
	"issue_date" date,
	"effective_date" date,
	"version" varchar(20),
	"doc_status" varchar(32),
	"file_id" bigint,
	"review_cycle_months" integer,
	"last_review_date" date,
	"next_review_date" date,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_safety_manage_policy__read_scope_dept_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "risk_safety_manage_policy__read_scope_dept_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "risk_safety_regulation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"regulation_type" varchar(32),
	"post_id" bigint,
	"device_facility_id" bigint,
	"title" varchar(200),
	"code" varchar(50),
	"version" varchar(20),
	"scope" text,
	"before_work" text,
	"during_work" text,
	"after_work" text,
	"prohibitions" text,
	"emergency" text,
	"file_id" bigint,
	"effective_date" date,
	"doc_status" varchar(32),
	"approver_id" bigint,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "risk_stakeholder" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(200),
	"type" varchar(32),
	"credit_code" varchar(18),
	"contact_person" varchar(50),
	"contact_phone" varchar(20),
	"address" varchar(200),
	"service_scope" text,
	"qualification_file_ids" jsonb,
	"qualification_expiry" date,
	"agreement_signed" boolean,
	"entry_date" date,
	"exit_date" date,
	"host_dept_id" bigint,
	"risk_informed" boolean,
	"evaluation" varchar(32),
	"remark" varchar(255)
);
--> statement-breakpoint
DROP INDEX "calf_dept_tenant_idx";--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_category" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "dept_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "full_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "full_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_dept" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_dept" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_dept" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item__checker_ids_ref_id_index" ON "shtmp_check_plan_item__checker_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__member_ids_ref_id_index" ON "shtmp_check_plan__member_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__check_risk_point_ids_ref_id_index" ON "shtmp_check_plan__check_risk_point_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__risk_point_type_ids_ref_id_index" ON "shtmp_check_plan__risk_point_type_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__target_dept_ids_ref_id_index" ON "shtmp_check_plan__target_dept_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record__companion_ids_ref_id_index" ON "shtmp_check_record__companion_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_list_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_title_trgm" ON "risk_law_regulation" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_law_regulation_doc_no_trgm" ON "risk_law_regulation" USING gin ("doc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_law_regulation_keywords_trgm" ON "risk_law_regulation" USING gin ("keywords" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_law_regulation_title_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_level_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","level");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_publish_date_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","publish_date");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_effective_date_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","effective_date");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_doc_status_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","doc_status");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_compliance_result_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","compliance_result");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_next_review_date_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","next_review_date");--> statement-breakpoint
CREATE INDEX "risk_manual_list_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_manual_name_trgm" ON "risk_manual" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_manual_manual_no_trgm" ON "risk_manual" USING gin ("manual_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_manual_name_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_manual_year_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","year");--> statement-breakpoint
CREATE INDEX "risk_manual_scope_dept_id_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","scope_dept_id");--> statement-breakpoint
CREATE INDEX "risk_manual_compiler_id_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","compiler_id");--> statement-breakpoint
CREATE INDEX "risk_manual_approver_id_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "risk_manual_effective_date_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","effective_date");--> statement-breakpoint
CREATE INDEX "risk_manual_status_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "risk_manual__risk_point_type_ids_ref_id_index" ON "risk_manual__risk_point_type_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_manual_review_list_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_manual_review_manual_id_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","manual_id");--> statement-breakpoint
CREATE INDEX "risk_manual_review_reviewer_id_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","reviewer_id");--> statement-breakpoint
CREATE INDEX "risk_manual_review_review_time_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","review_time");--> statement-breakpoint
CREATE INDEX "risk_manual_review_result_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","result");--> statement-breakpoint
CREATE INDEX "risk_notice_board_list_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_notice_board_title_trgm" ON "risk_notice_board" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_notice_board_board_type_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","board_type");--> statement-breakpoint
CREATE INDEX "risk_notice_board_risk_point_type_id_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_notice_board_post_id_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","post_id");--> statement-breakpoint
CREATE INDEX "risk_notice_board_title_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "risk_notice_board_risk_level_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","risk_level");--> statement-breakpoint
CREATE INDEX "risk_notice_board_responsible_dept_id_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","responsible_dept_id");--> statement-breakpoint
CREATE INDEX "risk_notice_board_responsible_user_id_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","responsible_user_id");--> statement-breakpoint
CREATE INDEX "risk_notice_board_status_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "risk_notice_board_published_at_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","published_at");--> statement-breakpoint
CREATE INDEX "risk_notice_board_accident_types_gin" ON "risk_notice_board" USING gin ("accident_types");--> statement-breakpoint
CREATE INDEX "risk_notice_board__logo_ids_ref_id_index" ON "risk_notice_board__logo_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_safety_file_list_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_safety_file_name_trgm" ON "risk_safety_file" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_file_doc_no_trgm" ON "risk_safety_file" USING gin ("doc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_file_risk_point_type_id_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","risk_point_type_id");--> statement-breakpoint
CREATE INDEX "risk_safety_file_category_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_safety_file_name_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_safety_file_valid_until_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","valid_until");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_list_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_code_trgm" ON "risk_safety_logo" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_logo_name_trgm" ON "risk_safety_logo" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_logo_code_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","code");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_name_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_category_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_built_in_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","built_in");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_sort_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_enabled_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","enabled");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_list_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_name_trgm" ON "risk_safety_manage_policy" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_doc_no_trgm" ON "risk_safety_manage_policy" USING gin ("doc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_name_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_category_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_issuing_dept_id_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","issuing_dept_id");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_issue_date_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","issue_date");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_effective_date_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","effective_date");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_doc_status_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","doc_status");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_next_review_date_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","next_review_date");--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy__read_scope_dept_ids_ref_id_index" ON "risk_safety_manage_policy__read_scope_dept_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_list_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_title_trgm" ON "risk_safety_regulation" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_code_trgm" ON "risk_safety_regulation" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_regulation_type_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","regulation_type");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_post_id_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","post_id");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_device_facility_id_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","device_facility_id");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_title_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_effective_date_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","effective_date");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_doc_status_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","doc_status");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_approver_id_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","approver_id");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_list_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_name_trgm" ON "risk_stakeholder" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_stakeholder_name_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_type_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","type");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_qualification_expiry_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","qualification_expiry");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_host_dept_id_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","host_dept_id");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_evaluation_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","evaluation");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_content_trgm" ON "shtmp_check_item" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_name_trgm" ON "shtmp_check_plan" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_id_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_record_no_trgm" ON "shtmp_check_record" USING gin ("record_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_id_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_name_trgm" ON "shtmp_check_risk_point" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_number_trgm" ON "shtmp_check_risk_point" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_record_danger_no_trgm" ON "danger_record" USING gin ("danger_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_record_title_trgm" ON "danger_record" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_apply_no_trgm" ON "danger_rectification_delay_apply" USING gin ("apply_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_notice_no_trgm" ON "danger_rectification_notice" USING gin ("notice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "danger_rectification_report_report_no_trgm" ON "danger_rectification_report" USING gin ("report_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_code_service_name_trgm" ON "calf_code" USING gin ("service_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_code_code_name_trgm" ON "calf_code" USING gin ("code_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_datasource_name_trgm" ON "calf_datasource" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_model_model_name_trgm" ON "calf_model" USING gin ("model_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_model_model_code_trgm" ON "calf_model" USING gin ("model_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_model_model_table_trgm" ON "calf_model" USING gin ("model_table" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_model_prototype_id_idx" ON "calf_model_prototype" USING btree ("is_deleted","id");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_item_name_trgm" ON "shtmp_investment_plan" USING gin ("item_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_planned_date_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","planned_date");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_title_trgm" ON "shtmp_meeting_record" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_cert_no_trgm" ON "shtmp_qualification_record" USING gin ("cert_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_training_record_title_trgm" ON "shtmp_training_record" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_place_name_trgm" ON "shtmp_place" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_place_code_trgm" ON "shtmp_place" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shtmp_tenant_layout_name_trgm" ON "shtmp_tenant_layout" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notify_message_title_trgm" ON "notify_message" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notify_notice_name_trgm" ON "notify_notice" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_scope_api_resource_code_trgm" ON "calf_scope_api" USING gin ("resource_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_scope_api_scope_name_trgm" ON "calf_scope_api" USING gin ("scope_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_scope_data_resource_code_trgm" ON "calf_scope_data" USING gin ("resource_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_scope_data_scope_name_trgm" ON "calf_scope_data" USING gin ("scope_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_notice_title_trgm" ON "calf_notice" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_oss_oss_code_trgm" ON "calf_oss" USING gin ("oss_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_oss_endpoint_trgm" ON "calf_oss" USING gin ("endpoint" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_param_param_name_trgm" ON "calf_param" USING gin ("param_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_param_param_key_trgm" ON "calf_param" USING gin ("param_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_tenant_package_package_name_trgm" ON "calf_tenant_package" USING gin ("package_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_control_measure_content_trgm" ON "risk_control_measure" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_device_facility_name_trgm" ON "risk_device_facility" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_device_facility_device_code_trgm" ON "risk_device_facility" USING gin ("device_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_check_project_trgm" ON "risk_device_facility_item" USING gin ("check_project" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_job_activity_name_trgm" ON "risk_job_activity" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_step_name_trgm" ON "risk_job_activity_item" USING gin ("step_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_point_type_code_trgm" ON "risk_point_type" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_point_type_name_trgm" ON "risk_point_type" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_sms_sms_code_trgm" ON "calf_sms" USING gin ("sms_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_sms_template_id_trgm" ON "calf_sms" USING gin ("template_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_sms_message_phone_trgm" ON "calf_sms_message" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dept_list_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_dept_dept_name_trgm" ON "calf_dept" USING gin ("dept_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dept_full_name_trgm" ON "calf_dept" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_dept_dept_name_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","dept_name");--> statement-breakpoint
CREATE INDEX "calf_dept_dept_category_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","dept_category");--> statement-breakpoint
CREATE INDEX "calf_dept_sort_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_dept_parent_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dept_ancestors_idx" ON "calf_dept" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "member_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "target_dept_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "risk_point_type_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "check_risk_point_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan_item" DROP COLUMN "checker_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_record" DROP COLUMN "companion_ids";