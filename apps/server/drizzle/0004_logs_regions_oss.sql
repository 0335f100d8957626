CREATE TABLE "calf_oss" (
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
	"oss_code" varchar(64),
	"endpoint" varchar(255),
	"bucket_name" varchar(128),
	"access_key" varchar(255),
	"secret_key" text,
	"app_id" varchar(255),
	"region" varchar(64),
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT 'dp-server' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(32) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(1000) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"method_class" varchar(255) DEFAULT '' NOT NULL,
	"method_name" varchar(255) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(2) DEFAULT '1' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"time" integer DEFAULT 0 NOT NULL,
	"http_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT 'dp-server' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(32) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(1000) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"method_class" varchar(255) DEFAULT '' NOT NULL,
	"method_name" varchar(255) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"log_id" varchar(64) DEFAULT '' NOT NULL,
	"log_level" varchar(16) DEFAULT 'info' NOT NULL,
	"log_data" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calf_region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12) DEFAULT '00' NOT NULL,
	"ancestors" varchar(255) DEFAULT '' NOT NULL,
	"name" varchar(64) NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"province_name" varchar(64) DEFAULT '' NOT NULL,
	"city_code" varchar(12) DEFAULT '' NOT NULL,
	"city_name" varchar(64) DEFAULT '' NOT NULL,
	"district_code" varchar(12) DEFAULT '' NOT NULL,
	"district_name" varchar(64) DEFAULT '' NOT NULL,
	"town_code" varchar(12) DEFAULT '' NOT NULL,
	"town_name" varchar(64) DEFAULT '' NOT NULL,
	"village_code" varchar(12) DEFAULT '' NOT NULL,
	"village_name" varchar(64) DEFAULT '' NOT NULL,
	"region_level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calf_attach" ADD COLUMN "oss_id" bigint;--> statement-breakpoint
CREATE INDEX "calf_oss_list_idx" ON "calf_oss" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_oss_category_idx" ON "calf_oss" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "calf_oss_oss_code_idx" ON "calf_oss" USING btree ("tenant_id","is_deleted","oss_code");--> statement-breakpoint
CREATE INDEX "calf_log_api_time_idx" ON "calf_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "calf_log_api_purge_idx" ON "calf_log_api" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "calf_log_usual_time_idx" ON "calf_log_usual" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "calf_log_usual_purge_idx" ON "calf_log_usual" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "calf_region_parent_idx" ON "calf_region" USING btree ("parent_code","sort");