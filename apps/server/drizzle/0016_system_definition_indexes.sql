DROP INDEX "calf_log_usual_time_idx";--> statement-breakpoint
DROP INDEX "calf_log_error_time_idx";--> statement-breakpoint
DROP INDEX "calf_user_tenant_idx";--> statement-breakpoint
DROP INDEX "calf_log_api_time_idx";--> statement-breakpoint
CREATE INDEX "calf_log_api_title_trgm" ON "calf_log_api" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_api_request_uri_trgm" ON "calf_log_api" USING gin ("request_uri" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_api_remote_ip_trgm" ON "calf_log_api" USING gin ("remote_ip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_api_create_by_trgm" ON "calf_log_api" USING gin ("create_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_api_method_idx" ON "calf_log_api" USING btree ("tenant_id","method");--> statement-breakpoint
CREATE INDEX "calf_log_api_create_time_idx" ON "calf_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "calf_log_api_http_status_idx" ON "calf_log_api" USING btree ("tenant_id","http_status");--> statement-breakpoint
CREATE INDEX "calf_log_usual_log_id_trgm" ON "calf_log_usual" USING gin ("log_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_usual_log_data_trgm" ON "calf_log_usual" USING gin ("log_data" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_usual_request_uri_trgm" ON "calf_log_usual" USING gin ("request_uri" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_usual_remote_ip_trgm" ON "calf_log_usual" USING gin ("remote_ip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_usual_create_by_trgm" ON "calf_log_usual" USING gin ("create_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_usual_log_level_idx" ON "calf_log_usual" USING btree ("tenant_id","log_level");--> statement-breakpoint
CREATE INDEX "calf_log_usual_method_idx" ON "calf_log_usual" USING btree ("tenant_id","method");--> statement-breakpoint
CREATE INDEX "calf_log_usual_create_time_idx" ON "calf_log_usual" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "calf_attach_list_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_attach_original_name_trgm" ON "calf_attach" USING gin ("original_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_attach_original_name_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","original_name");--> statement-breakpoint
CREATE INDEX "calf_attach_extension_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","extension");--> statement-breakpoint
CREATE INDEX "calf_attach_attach_size_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","attach_size");--> statement-breakpoint
CREATE INDEX "calf_attach_oss_id_idx" ON "calf_attach" USING btree ("tenant_id","is_deleted","oss_id");--> statement-breakpoint
CREATE INDEX "calf_client_list_idx" ON "calf_client" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_client_client_id_trgm" ON "calf_client" USING gin ("client_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_client_client_id_idx" ON "calf_client" USING btree ("is_deleted","client_id");--> statement-breakpoint
CREATE INDEX "calf_log_error_exception_name_trgm" ON "calf_log_error" USING gin ("exception_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_error_message_trgm" ON "calf_log_error" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_error_request_uri_trgm" ON "calf_log_error" USING gin ("request_uri" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_error_remote_ip_trgm" ON "calf_log_error" USING gin ("remote_ip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_error_create_by_trgm" ON "calf_log_error" USING gin ("create_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_log_error_source_idx" ON "calf_log_error" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "calf_log_error_method_idx" ON "calf_log_error" USING btree ("tenant_id","method");--> statement-breakpoint
CREATE INDEX "calf_log_error_create_time_idx" ON "calf_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "calf_post_post_code_trgm" ON "calf_post" USING gin ("post_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_post_post_name_trgm" ON "calf_post" USING gin ("post_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_post_category_idx" ON "calf_post" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "calf_post_post_code_idx" ON "calf_post" USING btree ("tenant_id","is_deleted","post_code");--> statement-breakpoint
CREATE INDEX "calf_post_post_name_idx" ON "calf_post" USING btree ("tenant_id","is_deleted","post_name");--> statement-breakpoint
CREATE INDEX "calf_post_sort_idx" ON "calf_post" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_tenant_list_idx" ON "calf_tenant" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_tenant_tenant_id_trgm" ON "calf_tenant" USING gin ("tenant_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_tenant_tenant_name_trgm" ON "calf_tenant" USING gin ("tenant_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_tenant_linkman_trgm" ON "calf_tenant" USING gin ("linkman" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_tenant_tenant_id_idx" ON "calf_tenant" USING btree ("is_deleted","tenant_id");--> statement-breakpoint
CREATE INDEX "calf_tenant_tenant_name_idx" ON "calf_tenant" USING btree ("is_deleted","tenant_name");--> statement-breakpoint
CREATE INDEX "calf_tenant_expire_time_idx" ON "calf_tenant" USING btree ("is_deleted","expire_time");--> statement-breakpoint
CREATE INDEX "calf_tenant_package_id_idx" ON "calf_tenant" USING btree ("is_deleted","package_id");--> statement-breakpoint
CREATE INDEX "calf_tenant_datasource_id_idx" ON "calf_tenant" USING btree ("is_deleted","datasource_id");--> statement-breakpoint
CREATE INDEX "calf_top_menu_code_trgm" ON "calf_top_menu" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_top_menu_name_trgm" ON "calf_top_menu" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_top_menu_code_idx" ON "calf_top_menu" USING btree ("tenant_id","is_deleted","code");--> statement-breakpoint
CREATE INDEX "calf_top_menu_name_idx" ON "calf_top_menu" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "calf_top_menu_sort_idx" ON "calf_top_menu" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "calf_user_account_trgm" ON "calf_user" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_user_real_name_trgm" ON "calf_user" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_user_user_type_idx" ON "calf_user" USING btree ("tenant_id","is_deleted","user_type");--> statement-breakpoint
CREATE INDEX "calf_user_status_idx" ON "calf_user" USING btree ("tenant_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "calf_user_id_idx" ON "calf_user" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "calf_log_api_time_idx" ON "calf_log_api" USING btree ("tenant_id","time");