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
CREATE INDEX "shtmp_tenant_layout_place_id_idx" ON "shtmp_tenant_layout" USING btree ("tenant_id","is_deleted","place_id");