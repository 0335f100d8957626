CREATE TABLE "calf_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"param_name" varchar(255),
	"param_key" varchar(255),
	"param_value" text,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "calf_attach" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"link" varchar(1000) NOT NULL,
	"domain_url" varchar(500) DEFAULT '' NOT NULL,
	"name" varchar(500) NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"extension" varchar(12) DEFAULT '' NOT NULL,
	"content_type" varchar(100) DEFAULT '' NOT NULL,
	"attach_size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"text" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"client_secret" varchar(255) DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"resource_ids" varchar(255) DEFAULT '' NOT NULL,
	"scope" varchar(255) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(255) NOT NULL,
	"web_server_redirect_uri" varchar(255) DEFAULT '' NOT NULL,
	"authorities" varchar(255) DEFAULT '' NOT NULL,
	"access_token_validity" integer DEFAULT 3600 NOT NULL,
	"refresh_token_validity" integer DEFAULT 604800 NOT NULL,
	"additional_information" varchar(4096) DEFAULT '' NOT NULL,
	"autoapprove" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"dept_category" integer DEFAULT 1 NOT NULL,
	"dept_name" varchar(45) NOT NULL,
	"full_name" varchar(45) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) DEFAULT '-1' NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_sealed" smallint DEFAULT 0 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"extra" text
);
--> statement-breakpoint
CREATE TABLE "calf_dict_biz" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) DEFAULT '-1' NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_sealed" smallint DEFAULT 0 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"extra" text,
	"tenant_id" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT 'dp-server' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(1000) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"exception_name" varchar(255) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"stack_trace" text DEFAULT '' NOT NULL,
	"source" varchar(16) DEFAULT 'server' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_login_failure" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calf_login_failure_tenant_id_account_ip_pk" PRIMARY KEY("tenant_id","account","ip")
);
--> statement-breakpoint
CREATE TABLE "calf_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"alias" varchar(255) DEFAULT 'menu' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_post" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"post_code" varchar(12) NOT NULL,
	"post_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_refresh_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"dept_id" varchar(1000) DEFAULT '' NOT NULL,
	"role_id" varchar(1000) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calf_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"role_alias" varchar(255) NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "calf_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "calf_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"domain_url" varchar(255) DEFAULT '' NOT NULL,
	"background_url" varchar(1000) DEFAULT '' NOT NULL,
	"linkman" varchar(50) DEFAULT '' NOT NULL,
	"contact_number" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp with time zone,
	"package_id" bigint,
	"datasource_id" bigint,
	"license_key" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_top_menu_setting" (
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "calf_top_menu_setting_top_menu_id_menu_id_pk" PRIMARY KEY("top_menu_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "calf_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(30) DEFAULT '' NOT NULL,
	"user_type" integer DEFAULT 1 NOT NULL,
	"account" varchar(45) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"real_name" varchar(50) DEFAULT '' NOT NULL,
	"avatar" varchar(1000) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"birthday" timestamp with time zone,
	"sex" integer DEFAULT -1 NOT NULL,
	"role_id" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" varchar(1000) DEFAULT '' NOT NULL,
	"post_id" varchar(1000) DEFAULT '' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"oauth_id" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calf_param_list_idx" ON "calf_param" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_param_param_name_idx" ON "calf_param" USING btree ("tenant_id","is_deleted","param_name");--> statement-breakpoint
CREATE INDEX "calf_param_param_key_idx" ON "calf_param" USING btree ("tenant_id","is_deleted","param_key");--> statement-breakpoint
CREATE UNIQUE INDEX "calf_client_id_uq" ON "calf_client" USING btree ("client_id") WHERE "calf_client"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "calf_dept_tenant_idx" ON "calf_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dict_code_idx" ON "calf_dict" USING btree ("code","parent_id");--> statement-breakpoint
CREATE INDEX "calf_dict_biz_code_idx" ON "calf_dict_biz" USING btree ("tenant_id","code","parent_id");--> statement-breakpoint
CREATE INDEX "calf_log_error_time_idx" ON "calf_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "calf_menu_code_uq" ON "calf_menu" USING btree ("code") WHERE "calf_menu"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "calf_menu_parent_idx" ON "calf_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calf_refresh_token_hash_uq" ON "calf_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calf_refresh_token_user_idx" ON "calf_refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calf_role_tenant_idx" ON "calf_role" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calf_tenant_code_uq" ON "calf_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calf_user_account_uq" ON "calf_user" USING btree ("tenant_id","account") WHERE "calf_user"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "calf_user_tenant_idx" ON "calf_user" USING btree ("tenant_id","is_deleted");