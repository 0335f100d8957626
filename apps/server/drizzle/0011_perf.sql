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
CREATE INDEX "calf_sms_message_phone_trgm" ON "calf_sms_message" USING gin ("phone" gin_trgm_ops);