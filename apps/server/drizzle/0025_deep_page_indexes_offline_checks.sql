CREATE TABLE "calf_client_record_key" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"record_id" bigint,
	"answer" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calf_client_record_key_tenant_id_user_id_client_key_pk" PRIMARY KEY("tenant_id","user_id","client_key")
);
--> statement-breakpoint
DROP INDEX "shtmp_check_item_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_item_sort_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_plan_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_plan_item_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_plan_item_due_start_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_record_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_record_submit_time_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_record_item_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_record_item_sort_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_risk_point_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_check_risk_point_number_idx";--> statement-breakpoint
DROP INDEX "danger_record_list_idx";--> statement-breakpoint
DROP INDEX "danger_record_found_time_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_delay_apply_list_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_delay_apply_apply_time_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_record_list_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_record_submit_time_idx";--> statement-breakpoint
DROP INDEX "danger_major_report_list_idx";--> statement-breakpoint
DROP INDEX "danger_major_report_confirm_time_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_notice_list_idx";--> statement-breakpoint
DROP INDEX "danger_rectification_report_list_idx";--> statement-breakpoint
DROP INDEX "calf_code_list_idx";--> statement-breakpoint
DROP INDEX "calf_datasource_list_idx";--> statement-breakpoint
DROP INDEX "calf_model_list_idx";--> statement-breakpoint
DROP INDEX "calf_model_prototype_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_investment_plan_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_investment_plan_year_idx";--> statement-breakpoint
DROP INDEX "shtmp_meeting_record_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_meeting_record_meeting_time_idx";--> statement-breakpoint
DROP INDEX "shtmp_qualification_record_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_qualification_record_expiry_date_idx";--> statement-breakpoint
DROP INDEX "shtmp_training_participant_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_training_record_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_training_record_start_time_idx";--> statement-breakpoint
DROP INDEX "shtmp_place_list_idx";--> statement-breakpoint
DROP INDEX "shtmp_place_sort_idx";--> statement-breakpoint
DROP INDEX "shtmp_tenant_layout_list_idx";--> statement-breakpoint
DROP INDEX "calf_log_api_purge_idx";--> statement-breakpoint
DROP INDEX "calf_log_api_create_time_idx";--> statement-breakpoint
DROP INDEX "calf_log_usual_purge_idx";--> statement-breakpoint
DROP INDEX "calf_log_usual_create_time_idx";--> statement-breakpoint
DROP INDEX "notify_message_list_idx";--> statement-breakpoint
DROP INDEX "notify_message_send_time_idx";--> statement-breakpoint
DROP INDEX "notify_notice_list_idx";--> statement-breakpoint
DROP INDEX "notify_notice_item_list_idx";--> statement-breakpoint
DROP INDEX "notify_notice_item_escalation_step_idx";--> statement-breakpoint
DROP INDEX "calf_scope_api_list_idx";--> statement-breakpoint
DROP INDEX "calf_scope_data_list_idx";--> statement-breakpoint
DROP INDEX "calf_dept_list_idx";--> statement-breakpoint
DROP INDEX "calf_dept_sort_idx";--> statement-breakpoint
DROP INDEX "calf_dict_list_idx";--> statement-breakpoint
DROP INDEX "calf_dict_sort_idx";--> statement-breakpoint
DROP INDEX "calf_dict_biz_list_idx";--> statement-breakpoint
DROP INDEX "calf_dict_biz_sort_idx";--> statement-breakpoint
DROP INDEX "calf_menu_list_idx";--> statement-breakpoint
DROP INDEX "calf_notice_list_idx";--> statement-breakpoint
DROP INDEX "calf_notice_release_time_idx";--> statement-breakpoint
DROP INDEX "calf_oss_list_idx";--> statement-breakpoint
DROP INDEX "calf_param_list_idx";--> statement-breakpoint
DROP INDEX "calf_region_sort_idx";--> statement-breakpoint
DROP INDEX "calf_tenant_package_list_idx";--> statement-breakpoint
DROP INDEX "risk_control_measure_list_idx";--> statement-breakpoint
DROP INDEX "risk_control_measure_category_idx";--> statement-breakpoint
DROP INDEX "risk_device_facility_list_idx";--> statement-breakpoint
DROP INDEX "risk_device_facility_item_list_idx";--> statement-breakpoint
DROP INDEX "risk_device_facility_item_item_no_idx";--> statement-breakpoint
DROP INDEX "risk_device_facility_review_list_idx";--> statement-breakpoint
DROP INDEX "risk_device_facility_review_submit_time_idx";--> statement-breakpoint
DROP INDEX "risk_job_activity_list_idx";--> statement-breakpoint
DROP INDEX "risk_job_activity_item_list_idx";--> statement-breakpoint
DROP INDEX "risk_job_activity_item_step_no_idx";--> statement-breakpoint
DROP INDEX "risk_job_activity_review_list_idx";--> statement-breakpoint
DROP INDEX "risk_job_activity_review_submit_time_idx";--> statement-breakpoint
DROP INDEX "risk_law_regulation_list_idx";--> statement-breakpoint
DROP INDEX "risk_manual_list_idx";--> statement-breakpoint
DROP INDEX "risk_manual_year_idx";--> statement-breakpoint
DROP INDEX "risk_manual_review_list_idx";--> statement-breakpoint
DROP INDEX "risk_manual_review_review_time_idx";--> statement-breakpoint
DROP INDEX "risk_notice_board_list_idx";--> statement-breakpoint
DROP INDEX "risk_point_control_list_idx";--> statement-breakpoint
DROP INDEX "risk_point_type_list_idx";--> statement-breakpoint
DROP INDEX "risk_point_type_sort_idx";--> statement-breakpoint
DROP INDEX "risk_point_type_review_list_idx";--> statement-breakpoint
DROP INDEX "risk_point_type_review_submit_time_idx";--> statement-breakpoint
DROP INDEX "risk_safety_file_list_idx";--> statement-breakpoint
DROP INDEX "risk_safety_logo_list_idx";--> statement-breakpoint
DROP INDEX "risk_safety_logo_category_idx";--> statement-breakpoint
DROP INDEX "risk_safety_manage_policy_list_idx";--> statement-breakpoint
DROP INDEX "risk_safety_regulation_list_idx";--> statement-breakpoint
DROP INDEX "risk_stakeholder_list_idx";--> statement-breakpoint
DROP INDEX "calf_sms_list_idx";--> statement-breakpoint
DROP INDEX "calf_sms_message_list_idx";--> statement-breakpoint
DROP INDEX "calf_attach_list_idx";--> statement-breakpoint
DROP INDEX "calf_client_list_idx";--> statement-breakpoint
DROP INDEX "calf_log_error_create_time_idx";--> statement-breakpoint
DROP INDEX "calf_post_sort_idx";--> statement-breakpoint
DROP INDEX "calf_role_sort_idx";--> statement-breakpoint
DROP INDEX "calf_tenant_list_idx";--> statement-breakpoint
DROP INDEX "calf_top_menu_sort_idx";--> statement-breakpoint
ALTER TABLE "shtmp_check_record" ADD COLUMN "receive_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calf_log_error_all_idx" ON "calf_log_error" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_list_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_item_sort_idx" ON "shtmp_check_item" USING btree ("tenant_id","is_deleted","sort","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_list_idx" ON "shtmp_check_plan" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_list_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item_due_start_idx" ON "shtmp_check_plan_item" USING btree ("tenant_id","is_deleted","due_start","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shtmp_check_record_list_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_submit_time_idx" ON "shtmp_check_record" USING btree ("tenant_id","is_deleted","submit_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_list_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record_item_sort_idx" ON "shtmp_check_record_item" USING btree ("tenant_id","is_deleted","sort","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_list_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_check_risk_point_number_idx" ON "shtmp_check_risk_point" USING btree ("tenant_id","is_deleted","number","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "danger_record_list_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "danger_record_found_time_idx" ON "danger_record" USING btree ("tenant_id","is_deleted","found_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_list_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_delay_apply_apply_time_idx" ON "danger_rectification_delay_apply" USING btree ("tenant_id","is_deleted","apply_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_list_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_record_submit_time_idx" ON "danger_rectification_record" USING btree ("tenant_id","is_deleted","submit_time","id");--> statement-breakpoint
CREATE INDEX "danger_major_report_list_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "danger_major_report_confirm_time_idx" ON "danger_major_report" USING btree ("tenant_id","is_deleted","confirm_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_notice_list_idx" ON "danger_rectification_notice" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "danger_rectification_report_list_idx" ON "danger_rectification_report" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_code_list_idx" ON "calf_code" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_datasource_list_idx" ON "calf_datasource" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_model_list_idx" ON "calf_model" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_model_prototype_list_idx" ON "calf_model_prototype" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_list_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_investment_plan_year_idx" ON "shtmp_investment_plan" USING btree ("tenant_id","is_deleted","year","planned_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_list_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_meeting_record_meeting_time_idx" ON "shtmp_meeting_record" USING btree ("tenant_id","is_deleted","meeting_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_list_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_qualification_record_expiry_date_idx" ON "shtmp_qualification_record" USING btree ("tenant_id","is_deleted","expiry_date","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shtmp_training_participant_list_idx" ON "shtmp_training_participant" USING btree ("tenant_id","is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shtmp_training_record_list_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_training_record_start_time_idx" ON "shtmp_training_record" USING btree ("tenant_id","is_deleted","start_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_place_list_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "shtmp_place_sort_idx" ON "shtmp_place" USING btree ("tenant_id","is_deleted","sort","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shtmp_tenant_layout_list_idx" ON "shtmp_tenant_layout" USING btree ("tenant_id","is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_log_api_purge_idx" ON "calf_log_api" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "calf_log_api_create_time_idx" ON "calf_log_api" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_log_usual_purge_idx" ON "calf_log_usual" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "calf_log_usual_create_time_idx" ON "calf_log_usual" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "notify_message_list_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "notify_message_send_time_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","send_time","id");--> statement-breakpoint
CREATE INDEX "notify_notice_list_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "notify_notice_item_list_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "notify_notice_item_escalation_step_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","escalation_step","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_scope_api_list_idx" ON "calf_scope_api" USING btree ("is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_scope_data_list_idx" ON "calf_scope_data" USING btree ("is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_dept_list_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_dept_sort_idx" ON "calf_dept" USING btree ("tenant_id","is_deleted","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_dict_list_idx" ON "calf_dict" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_dict_sort_idx" ON "calf_dict" USING btree ("is_deleted","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_dict_biz_list_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_sort_idx" ON "calf_dict_biz" USING btree ("tenant_id","is_deleted","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_menu_list_idx" ON "calf_menu" USING btree ("is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_notice_list_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_notice_release_time_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","release_time","id");--> statement-breakpoint
CREATE INDEX "calf_oss_list_idx" ON "calf_oss" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_param_list_idx" ON "calf_param" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_region_sort_idx" ON "calf_region" USING btree ("sort","code");--> statement-breakpoint
CREATE INDEX "calf_tenant_package_list_idx" ON "calf_tenant_package" USING btree ("is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_control_measure_list_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_control_measure_category_idx" ON "risk_control_measure" USING btree ("tenant_id","is_deleted","category","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_device_facility_list_idx" ON "risk_device_facility" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_list_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_item_item_no_idx" ON "risk_device_facility_item" USING btree ("tenant_id","is_deleted","item_no","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_list_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_device_facility_review_submit_time_idx" ON "risk_device_facility_review" USING btree ("tenant_id","is_deleted","submit_time","id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_list_idx" ON "risk_job_activity" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_list_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_item_step_no_idx" ON "risk_job_activity_item" USING btree ("tenant_id","is_deleted","step_no","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_list_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_job_activity_review_submit_time_idx" ON "risk_job_activity_review" USING btree ("tenant_id","is_deleted","submit_time","id");--> statement-breakpoint
CREATE INDEX "risk_law_regulation_list_idx" ON "risk_law_regulation" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_manual_list_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_manual_year_idx" ON "risk_manual" USING btree ("tenant_id","is_deleted","year","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_manual_review_list_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_manual_review_review_time_idx" ON "risk_manual_review" USING btree ("tenant_id","is_deleted","review_time","id");--> statement-breakpoint
CREATE INDEX "risk_notice_board_list_idx" ON "risk_notice_board" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_point_control_list_idx" ON "risk_point_control" USING btree ("tenant_id","is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_point_type_list_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_point_type_sort_idx" ON "risk_point_type" USING btree ("tenant_id","is_deleted","sort","code","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_point_type_review_list_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_point_type_review_submit_time_idx" ON "risk_point_type_review" USING btree ("tenant_id","is_deleted","submit_time","id");--> statement-breakpoint
CREATE INDEX "risk_safety_file_list_idx" ON "risk_safety_file" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_list_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_safety_logo_category_idx" ON "risk_safety_logo" USING btree ("tenant_id","is_deleted","category","sort","code","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_safety_manage_policy_list_idx" ON "risk_safety_manage_policy" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_safety_regulation_list_idx" ON "risk_safety_regulation" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "risk_stakeholder_list_idx" ON "risk_stakeholder" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_sms_list_idx" ON "calf_sms" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_sms_message_list_idx" ON "calf_sms_message" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_attach_list_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_client_list_idx" ON "calf_client" USING btree ("is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_log_error_create_time_idx" ON "calf_log_error" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "calf_post_sort_idx" ON "calf_post" USING btree ("tenant_id","is_deleted","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_role_sort_idx" ON "calf_role" USING btree ("tenant_id","is_deleted","sort","id");--> statement-breakpoint
CREATE INDEX "calf_tenant_list_idx" ON "calf_tenant" USING btree ("is_deleted","create_time","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calf_top_menu_sort_idx" ON "calf_top_menu" USING btree ("tenant_id","is_deleted","sort","id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "shtmp_check_record" SET "receive_time" = "submit_time" WHERE "receive_time" IS NULL;
