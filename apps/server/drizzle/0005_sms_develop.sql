CREATE TABLE "calf_sms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer,
	"sms_code" varchar(64),
	"template_id" varchar(128),
	"access_key" varchar(255),
	"secret_key" text,
	"region_id" varchar(64),
	"sign_name" varchar(64),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_sms_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"phone" varchar(20),
	"sms_id" bigint,
	"sms_code" varchar(64),
	"driver" varchar(20),
	"template_id" varchar(128),
	"sign_name" varchar(64),
	"params" text,
	"message_id" varchar(128),
	"error" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "calf_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"model_id" bigint,
	"service_name" varchar(64),
	"code_name" varchar(64),
	"table_name" varchar(64),
	"table_prefix" varchar(64),
	"pk_name" varchar(32),
	"package_name" varchar(500),
	"template_type" varchar(32),
	"author" varchar(32),
	"base_mode" integer,
	"wrap_mode" integer,
	"feign_mode" integer,
	"code_style" varchar(32),
	"api_path" varchar(500),
	"web_path" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "calf_datasource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"name" varchar(100),
	"driver_class" varchar(100),
	"url" varchar(500),
	"username" varchar(100),
	"password" text,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"datasource_id" bigint,
	"model_name" varchar(100),
	"model_code" varchar(100),
	"model_table" varchar(100),
	"model_class" varchar(100),
	"model_remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_model_prototype" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"model_id" bigint,
	"jdbc_name" varchar(100),
	"jdbc_type" varchar(100),
	"property_name" varchar(100),
	"property_type" varchar(50),
	"property_entity" varchar(100),
	"comment" varchar(255),
	"is_list" integer,
	"is_form" integer,
	"is_row" integer,
	"component_type" varchar(50),
	"dict_code" varchar(100),
	"is_required" integer,
	"is_query" integer,
	"query_type" varchar(20),
	"max_length" integer
);
--> statement-breakpoint
CREATE INDEX "calf_sms_list_idx" ON "calf_sms" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_sms_category_idx" ON "calf_sms" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "calf_sms_sms_code_idx" ON "calf_sms" USING btree ("tenant_id","is_deleted","sms_code");--> statement-breakpoint
CREATE INDEX "calf_sms_message_list_idx" ON "calf_sms_message" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_sms_message_phone_idx" ON "calf_sms_message" USING btree ("tenant_id","is_deleted","phone");--> statement-breakpoint
CREATE INDEX "calf_sms_message_sms_id_idx" ON "calf_sms_message" USING btree ("tenant_id","is_deleted","sms_id");--> statement-breakpoint
CREATE INDEX "calf_sms_message_sms_code_idx" ON "calf_sms_message" USING btree ("tenant_id","is_deleted","sms_code");--> statement-breakpoint
CREATE INDEX "calf_code_list_idx" ON "calf_code" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_code_model_id_idx" ON "calf_code" USING btree ("is_deleted","model_id");--> statement-breakpoint
CREATE INDEX "calf_code_code_name_idx" ON "calf_code" USING btree ("is_deleted","code_name");--> statement-breakpoint
CREATE INDEX "calf_datasource_list_idx" ON "calf_datasource" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_datasource_name_idx" ON "calf_datasource" USING btree ("is_deleted","name");--> statement-breakpoint
CREATE INDEX "calf_model_list_idx" ON "calf_model" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_model_datasource_id_idx" ON "calf_model" USING btree ("is_deleted","datasource_id");--> statement-breakpoint
CREATE INDEX "calf_model_model_name_idx" ON "calf_model" USING btree ("is_deleted","model_name");--> statement-breakpoint
CREATE INDEX "calf_model_prototype_list_idx" ON "calf_model_prototype" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_model_prototype_model_id_idx" ON "calf_model_prototype" USING btree ("is_deleted","model_id");